import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COUNTS_PER_LINE,
  createBoundedCounts,
  keepMostCounted,
  type CountsByIndex,
} from './event-counts'
import type { InsightsEvent } from './types'

type Triple = [number, number, number]
const total = ([v, c, p]: Triple) => v + c + p

const countsArbitrary = fc.array(
  fc.tuple(
    fc.constantFrom('products', 'other', '__proto__'),
    fc.string({ minLength: 1, maxLength: 3 }),
    fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)),
  ),
  { maxLength: 60 },
)

function build(entries: Array<[string, string, Triple]>): CountsByIndex {
  const counts: CountsByIndex = new Map()
  for (const [index, id, triple] of entries) {
    if (!counts.has(index)) counts.set(index, new Map())
    counts.get(index)!.set(id, [...triple])
  }
  return counts
}

const flat = (counts: CountsByIndex) =>
  [...counts].flatMap(([index, items]) =>
    [...items].map(([id, triple]) => ({ key: `${index}/${id}`, triple })),
  )

const view = (id: string): InsightsEvent => ({
  eventName: 'e',
  eventType: 'view',
  index: 'products',
  userToken: 'u',
  timestamp: 0,
  objectIDs: [id],
})

describe('keepMostCounted', () => {
  it('keeps at most max items, unchanged, and none less counted than one it dropped', () => {
    fc.assert(
      fc.property(countsArbitrary, fc.nat(40), (entries, max) => {
        const counts = build(entries)
        const before = flat(counts)
        const left = keepMostCounted(counts, max)
        const after = flat(counts)
        expect(after.length).toBe(Math.min(max, before.length))
        expect(left).toBe(after.length)
        const original = new Map(before.map((e) => [e.key, e.triple]))
        for (const e of after) expect(e.triple).toEqual(original.get(e.key))
        const kept = new Set(after.map((e) => e.key))
        const lowestKept = Math.min(...after.map((e) => total(e.triple)))
        for (const e of before) {
          if (!kept.has(e.key)) expect(total(e.triple)).toBeLessThanOrEqual(lowestKept)
        }
        for (const items of counts.values()) expect(items.size).toBeGreaterThan(0)
      }),
    )
  })
})

describe('createBoundedCounts', () => {
  it('keeps the most counted of a stream of one-off objectIDs, a frequent one exactly', () => {
    const counts = createBoundedCounts(100)
    for (let i = 0; i < 5_000; i++) {
      counts.add(view(`once-${i}`))
      if (i % 10 === 0) counts.add(view('frequent'))
    }
    const lines = [...counts.snapshots()]
    const items = lines.flatMap((line) => Object.entries(line.products ?? {}))
    expect(items).toHaveLength(100)
    expect(Object.fromEntries(items).frequent).toEqual([500, 0, 0])
  })

  it('writes snapshots of at most COUNTS_PER_LINE items, which merge back to the same counts', () => {
    const counts = createBoundedCounts(10_000)
    for (let i = 0; i < 2_500; i++) counts.add(view(`p${i}`))
    const lines = [...counts.snapshots()]
    expect(lines.map((line) => Object.keys(line.products!).length)).toEqual([
      COUNTS_PER_LINE,
      COUNTS_PER_LINE,
      500,
    ])
    const again = createBoundedCounts(10_000)
    for (const line of lines) again.merge(JSON.parse(JSON.stringify(line)))
    again.merge(JSON.parse(JSON.stringify(lines[0])))
    const merged = [...again.snapshots()].flatMap((line) => Object.entries(line.products!))
    expect(merged).toHaveLength(2_500)
    expect(Object.fromEntries(merged).p0).toEqual([2, 0, 0])
  })

  it('keeps a __proto__ objectID as data', () => {
    const counts = createBoundedCounts(1)
    counts.add(view('__proto__'))
    counts.add(view('__proto__'))
    counts.add(view('other'))
    const [line] = [...counts.snapshots()]
    expect(Object.getPrototypeOf(line!.products)).toBe(Object.prototype)
    expect(Object.hasOwn(line!.products!, '__proto__')).toBe(true)
    expect(Object.keys(line!.products!)).toEqual(['__proto__'])
  })
})
