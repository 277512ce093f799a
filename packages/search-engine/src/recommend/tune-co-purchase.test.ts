import { setImmediate as nextTurn } from 'node:timers/promises'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { liveCounts, type BasketCounts } from './basket-counts'
import { createInteractions, type Interactions } from './interactions'
import {
  CELLS,
  MEASURES,
  NEIGHBOUR_GRID,
  simplestNear,
  countBaskets,
  coPurchaseTuning,
  retuneCoPurchase,
  runningRetuning,
  tuneCoPurchase,
  tuneCoPurchaseInSlices,
  withoutBaskets,
} from './tune-co-purchase'

const T0 = Date.UTC(2025, 0, 1)
const HOUR = 3_600_000

/** Seeded baskets over 40 items where neighbours of an item are bought together. */
function addBaskets(interactions: Interactions, count: number, seed: number, from: number) {
  let state = seed
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647
  for (let b = 0; b < count; b++) {
    const base = Math.floor(next() * 40)
    const basket = new Set([base, (base + 1) % 40])
    while (next() < 0.5) basket.add(Math.floor(next() * 40))
    interactions.ingest(`u${from + b}`, [...basket], 'purchase', T0 + (from + b) * HOUR)
  }
}

describe('bought-together tuning off the request path', () => {
  it('tuned in slices, it chooses what the one-pass tuning chooses', async () => {
    for (const seed of [1, 7, 42]) {
      const interactions = createInteractions()
      addBaskets(interactions, 400, seed, 0)
      expect(await tuneCoPurchaseInSlices(interactions)).toEqual(tuneCoPurchase(interactions))
    }
  })

  it('pauses between baskets: other work runs before a sliced tuning ends', async () => {
    const interactions = createInteractions()
    addBaskets(interactions, 300, 13, 0)
    let turns = 0
    let done = false
    const tuning = tuneCoPurchaseInSlices(interactions, 0).then(() => (done = true))
    while (!done) {
      await nextTurn()
      turns++
    }
    await tuning
    expect(turns).toBeGreaterThan(100)
  })

  it('once the baskets grow, the last tuning serves while the new one runs in slices', async () => {
    const interactions = createInteractions()
    addBaskets(interactions, 300, 3, 0)
    const first = coPurchaseTuning(interactions)
    addBaskets(interactions, 300, 5, 300)

    expect(coPurchaseTuning(interactions)).toBe(first)
    const running = runningRetuning(interactions)
    expect(running).toBeInstanceOf(Promise)
    expect(retuneCoPurchase(interactions)).toBe(running)

    await running
    expect(runningRetuning(interactions)).toBeUndefined()
    expect(coPurchaseTuning(interactions)).toEqual(tuneCoPurchase(interactions))
  })

  it('a fresh tuning is not redone', async () => {
    const interactions = createInteractions()
    addBaskets(interactions, 200, 9, 0)
    coPurchaseTuning(interactions)
    addBaskets(interactions, 5, 11, 200)
    coPurchaseTuning(interactions)
    expect(runningRetuning(interactions)).toBeUndefined()
    await expect(retuneCoPurchase(interactions)).resolves.toBeUndefined()
  })
})

describe('bought-together tuning on the latest orders', () => {
  const pairsOf = (counts: BasketCounts, item: number) => {
    const row = new Map<number, number>()
    counts.pairs(item, (other, co) => {
      if (co > 1e-9) row.set(other, Math.round(co * 1e6) / 1e6)
    })
    return row
  }

  it('the counts without the latest baskets are the counts of the earlier ones alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 19 }), { minLength: 1, maxLength: 8 }), {
          minLength: 2,
          maxLength: 80,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (baskets, share, spread) => {
          const held = Math.floor(baskets.length * share)
          const all = createInteractions()
          const earlier = createInteractions()
          baskets.forEach((basket, i) => {
            all.ingest(`u${i}`, basket, 'purchase', T0 + i * HOUR)
            if (i < baskets.length - held)
              earlier.ingest(`u${i}`, basket, 'purchase', T0 + i * HOUR)
          })
          const latest = all.recentBaskets().slice(baskets.length - held)
          const pairs = (i: Interactions) => (spread ? i.coBuySpread : i.coBuy)
          const without = withoutBaskets(liveCounts(all, pairs(all)), countBaskets(latest, spread))
          const expected = liveCounts(earlier, pairs(earlier))
          expect(without.baskets).toBe(expected.baskets)
          for (let item = 0; item < 20; item++) {
            expect(without.basketsOf(item)).toBe(expected.basketsOf(item))
            expect(pairsOf(without, item)).toEqual(pairsOf(expected, item))
          }
        },
      ),
      { numRuns: 100, seed: 14 },
    )
  })
})

describe('recency, chosen by the tuning only where it wins on two held-out blocks', () => {
  /**
   * 3,000 orders over 200 items: each order holds an item, its partner and a little noise. With
   * `switchAt`, every item's partner changes at that order (a range replaced): the counts over
   * the whole history keep recommending the old partner.
   */
  function shop(switchAt: number, seed: number) {
    const interactions = createInteractions()
    let state = seed
    const next = () => (state = (state * 48271) % 2147483647) / 2147483647
    for (let o = 0; o < 3000; o++) {
      const base = Math.floor(next() * 200)
      const step = o < switchAt ? 1 : 57
      const basket = new Set([base, (base + step) % 200])
      while (next() < 0.6) basket.add(Math.floor(next() * 200))
      interactions.ingest(`u${o}`, [...basket], 'purchase', T0 + o * HOUR)
    }
    return interactions
  }

  // Each tuning here replays 3,000 baskets per half-life: seconds, not milliseconds.
  const SLOW = { timeout: 120_000 }

  it('chooses a half-life of N/4 or N/2 baskets on a shop whose pairs changed', SLOW, () => {
    expect([750, 1500]).toContain(tuneCoPurchase(shop(1500, 1)).halfLife)
  })

  it('keeps the whole history on a shop whose pairs stay the same', SLOW, () => {
    expect(tuneCoPurchase(shop(Infinity, 1)).halfLife).toBe(0)
  })

  it('keeps the whole history when the change shows in the latest block only', SLOW, () => {
    // The earlier block still sells the old pairs: one block's gain is not enough.
    expect(tuneCoPurchase(shop(2500, 3)).halfLife).toBe(0)
  })

  it(
    'serves the chosen recency from the live baskets and stops following when no longer chosen',
    SLOW,
    async () => {
      const interactions = shop(1500, 4)
      expect(coPurchaseTuning(interactions).halfLife).toBeGreaterThan(0)
      expect(interactions.followers.size).toBe(1)
      // A long stationary stretch after the change: no gain on either block any more.
      let state = 5
      const next = () => (state = (state * 48271) % 2147483647) / 2147483647
      for (let o = 3000; o < 9000; o++) {
        const base = Math.floor(next() * 200)
        interactions.ingest(`u${o}`, [base, (base + 57) % 200], 'purchase', T0 + o * HOUR)
      }
      coPurchaseTuning(interactions)
      await runningRetuning(interactions)
      expect(coPurchaseTuning(interactions).halfLife).toBe(0)
      expect(interactions.followers.size).toBe(0)
    },
  )
})

describe('the simplest setting near the best', () => {
  const settings = 2 * CELLS
  const totalAt = (totals: Float64Array[], kind: number, cell: number) =>
    [0, 1, 2].reduce((sum, m) => sum + totals[kind]![cell * MEASURES + m]!, 0)
  /** Simplicity rank: neighbour weight first, then damping, then plain before spread. */
  const rank = (kind: number, cell: number) =>
    (cell % NEIGHBOUR_GRID.length) * 1000 + Math.floor(cell / NEIGHBOUR_GRID.length) * 10 + kind

  it('is within the margin and above the floor, and no simpler setting is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: settings * MEASURES,
          maxLength: settings * MEASURES,
        }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (values, margin, floor) => {
          const totals = [0, 1].map(
            (kind) =>
              new Float64Array(
                values.slice(kind * CELLS * MEASURES, (kind + 1) * CELLS * MEASURES),
              ),
          )
          const all = [0, 1].flatMap((kind) =>
            Array.from({ length: CELLS }, (_, cell) => ({ kind, cell })),
          )
          const top = Math.max(...all.map((s) => totalAt(totals, s.kind, s.cell)))
          const near = top * (1 - margin)
          const ok = (s: { kind: number; cell: number }) =>
            totalAt(totals, s.kind, s.cell) >= near - 1e-9 &&
            totalAt(totals, s.kind, s.cell) > floor
          const chosen = simplestNear(totals, near, floor)
          if (!all.some(ok)) return
          expect(ok(chosen)).toBe(true)
          for (const s of all) {
            if (rank(s.kind, s.cell) < rank(chosen.kind, chosen.cell)) expect(ok(s)).toBe(false)
          }
        },
      ),
      { numRuns: 300, seed: 46 },
    )
  })

  it('is the best setting itself when nothing else comes near', () => {
    const totals = [new Float64Array(CELLS * MEASURES), new Float64Array(CELLS * MEASURES)]
    totals[1]![7 * MEASURES] = 2
    expect(simplestNear(totals, 2 * 0.99, 0)).toEqual({ kind: 1, cell: 7 })
  })
})
