import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { coPurchaseScore, DAMPING_GRID, pairScorer } from './co-purchase'
import { createDecayedCounts } from './decayed-counts'
import { createInteractions } from './interactions'
import { MAX_EVENT_ITEMS } from './basket-evaluation'

const T0 = Date.UTC(2025, 0, 1)
const HOUR = 3_600_000

/** Orders of distinct items, each sent as events of at most `cut` items in a shuffled order. */
const ordersArb = fc.array(
  fc.record({
    items: fc.uniqueArray(fc.integer({ min: 0, max: 29 }), { minLength: 1, maxLength: 40 }),
    cut: fc.integer({ min: 1, max: MAX_EVENT_ITEMS }),
    rotate: fc.nat(),
  }),
  { minLength: 1, maxLength: 40 },
)

const rounded = (x: number) => Math.round(x * 1e9) / 1e9

describe('recency-weighted basket counts', () => {
  it('followed live, however orders are split into events, they equal each basket weighted 2^(−age / half-life)', () => {
    fc.assert(
      fc.property(ordersArb, fc.integer({ min: 1, max: 50 }), (orders, halfLife) => {
        const interactions = createInteractions()
        const counts = createDecayedCounts(halfLife, 0)
        interactions.followers.add(counts)
        orders.forEach(({ items, cut, rotate }, o) => {
          const events: number[][] = []
          for (let i = 0; i < items.length; i += cut) events.push(items.slice(i, i + cut))
          const shift = rotate % events.length
          for (const part of [...events.slice(shift), ...events.slice(0, shift)]) {
            interactions.ingest(`u${o}`, part, 'purchase', T0 + o * HOUR)
          }
        })
        const now = orders.length
        const expectedItems = new Map<number, number>()
        const expectedPairs = new Map<string, number>()
        orders.forEach(({ items }, k) => {
          const w = 2 ** ((k - now) / halfLife)
          for (const a of items) {
            expectedItems.set(a, (expectedItems.get(a) ?? 0) + w)
            for (const b of items) {
              if (a !== b) expectedPairs.set(`${a}-${b}`, (expectedPairs.get(`${a}-${b}`) ?? 0) + w)
            }
          }
        })
        const view = counts.view(now, false)
        expect(rounded(view.baskets * view.scale)).toBe(
          rounded(orders.reduce((sum, _, k) => sum + 2 ** ((k - now) / halfLife), 0)),
        )
        for (let item = 0; item < 30; item++) {
          expect(rounded(view.basketsOf(item) * view.scale)).toBe(
            rounded(expectedItems.get(item) ?? 0),
          )
          const row = new Map<string, number>()
          view.pairs(item, (other, co) => {
            if (co > 1e-12) row.set(`${item}-${other}`, rounded(co * view.scale))
          })
          const expected = new Map(
            [...expectedPairs]
              .filter(([key]) => key.startsWith(`${item}-`))
              .map(([key, co]) => [key, rounded(co)]),
          )
          expect(row).toEqual(expected)
        }
      }),
      { numRuns: 100, seed: 14 },
    )
  })

  it('replaying the history and then following gives the same counts as following from the start', () => {
    fc.assert(
      fc.property(ordersArb, fc.nat(), fc.integer({ min: 1, max: 50 }), (orders, at, halfLife) => {
        const interactions = createInteractions()
        const followed = createDecayedCounts(halfLife, 7)
        interactions.followers.add(followed)
        const cut = at % (orders.length + 1)
        const send = (o: number) => {
          const { items } = orders[o]!
          for (let i = 0; i < items.length; i += MAX_EVENT_ITEMS) {
            interactions.ingest(
              `u${o}`,
              items.slice(i, i + MAX_EVENT_ITEMS),
              'purchase',
              T0 + o * HOUR,
            )
          }
        }
        for (let o = 0; o < cut; o++) send(o)
        const replayed = createDecayedCounts(halfLife, 7)
        interactions.followers.add(replayed)
        for (const basket of interactions.basketsBetween(0, cut)) replayed.replay(basket.items)
        for (let o = cut; o < orders.length; o++) send(o)
        const now = orders.length
        const [a, b] = [followed.view(now, true), replayed.view(now, true)]
        expect(rounded(b.baskets)).toBe(rounded(a.baskets))
        for (let item = 0; item < 30; item++) {
          expect(rounded(b.basketsOf(item))).toBe(rounded(a.basketsOf(item)))
          const rowOf = (view: typeof a) => {
            const row = new Map<number, number>()
            view.pairs(item, (other, co) => row.set(other, rounded(co)))
            return row
          }
          expect(rowOf(b)).toEqual(rowOf(a))
        }
      }),
      { numRuns: 100, seed: 14 },
    )
  })

  it('scored through a scale, the fast scorer equals coPurchaseScore of the scaled counts, within 0..1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        fc.constantFrom(...DAMPING_GRID),
        (x, y, z, baskets, scale, d) => {
          const nA = baskets * x
          const nB = baskets * y
          const co = Math.min(nA, nB) * z
          const fast = pairScorer({}, nA, baskets, d, scale)(7, co, nB)
          const reference = coPurchaseScore(
            { co: co * scale, nA: nA * scale, nB: nB * scale, baskets: baskets * scale },
            d,
          )
          expect(fast).toBeGreaterThanOrEqual(0)
          expect(fast).toBeLessThanOrEqual(1)
          expect(fast).toBeCloseTo(reference, 9)
        },
      ),
      { numRuns: 300, seed: 14 },
    )
  })
})
