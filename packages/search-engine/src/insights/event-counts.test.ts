import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countedItems, createBoundedCounts, mostCounted } from './event-counts'
import type { EventCounts, InsightsEvent } from './types'

const total = ([v, c, p]: [number, number, number]) => v + c + p

const countsArbitrary = fc
  .dictionary(
    fc.constantFrom('products', 'other', '__proto__'),
    fc.dictionary(
      fc.string({ minLength: 1, maxLength: 4 }),
      fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)),
      { maxKeys: 30 },
    ),
  )
  .map((counts) => JSON.parse(JSON.stringify(counts)) as EventCounts)

function entries(counts: EventCounts) {
  return Object.entries(counts).flatMap(([index, items]) =>
    Object.entries(items).map(([id, triple]) => ({ key: `${index}\u0000${id}`, triple })),
  )
}

describe('mostCounted', () => {
  it('keeps at most max items, unchanged, and none less counted than one it dropped', () => {
    fc.assert(
      fc.property(countsArbitrary, fc.nat(40), (counts, max) => {
        const kept = mostCounted(counts, max)
        const before = entries(counts)
        const after = entries(kept)
        expect(after.length).toBe(Math.min(max, before.length))
        const keptKeys = new Set(after.map((e) => e.key))
        const original = new Map(before.map((e) => [e.key, e.triple]))
        for (const e of after) expect(e.triple).toEqual(original.get(e.key))
        const dropped = before.filter((e) => !keptKeys.has(e.key))
        const lowestKept = Math.min(...after.map((e) => total(e.triple)))
        for (const e of dropped) expect(total(e.triple)).toBeLessThanOrEqual(lowestKept)
      }),
    )
  })
})

describe('createBoundedCounts', () => {
  const view = (id: string): InsightsEvent => ({
    eventName: 'e',
    eventType: 'view',
    index: 'products',
    userToken: 'u',
    timestamp: 0,
    objectIDs: [id],
  })

  it('keeps the most counted of a stream of one-off objectIDs, a frequent one exactly', () => {
    const counts = createBoundedCounts(100)
    for (let i = 0; i < 5_000; i++) {
      counts.add(view(`once-${i}`))
      if (i % 10 === 0) counts.add(view('frequent'))
    }
    const result = counts.result()
    expect(countedItems(result)).toBe(100)
    expect(result.products!.frequent).toEqual([500, 0, 0])
  })

  it('keeps a __proto__ objectID as data', () => {
    const counts = createBoundedCounts(1)
    counts.add(view('__proto__'))
    counts.add(view('__proto__'))
    counts.add(view('other'))
    const result = counts.result()
    expect(Object.getPrototypeOf(result.products)).toBe(Object.prototype)
    expect(Object.hasOwn(result.products!, '__proto__')).toBe(true)
    expect(countedItems(result)).toBe(1)
  })
})
