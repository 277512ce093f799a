import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { liveCounts } from './basket-counts'
import { coPurchaseScore, DAMPING_GRID, pairScorer } from './co-purchase'
import { createIndexModel } from './index-model'
import { createInteractions } from './interactions'
import { boughtTogether } from './models/bought-together'
import { neighbourEvidence } from './neighbour-evidence'
import { createScoreBoard } from './score-board'
import { coPurchaseTuning, NEIGHBOUR_GRID, tuneCoPurchase, UNTUNED } from './tune-co-purchase'

const T0 = Date.UTC(2025, 0, 1)
const HOUR = 3_600_000

/** Baskets over `n` items, each a purchase by its own user an hour apart. */
const basketsArb = (n: number, max: number) =>
  fc.array(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1, maxLength: 6 }), {
    minLength: 1,
    maxLength: max,
  })

function interactionsOf(baskets: number[][]) {
  const interactions = createInteractions()
  baskets.forEach((basket, i) => interactions.ingest(`u${i}`, basket, 'purchase', T0 + i * HOUR))
  return interactions
}

describe('co-purchase scores', () => {
  it('the fast scorer equals coPurchaseScore and stays within 0..1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(...DAMPING_GRID),
        (x, y, z, baskets, d) => {
          const nA = baskets * x
          const nB = baskets * y
          const co = Math.min(nA, nB) * z
          const fast = pairScorer({}, nA, baskets, d)(7, co, nB)
          const reference = coPurchaseScore({ co, nA, nB, baskets }, d)
          expect(fast).toBeGreaterThanOrEqual(0)
          expect(fast).toBeLessThanOrEqual(1)
          expect(fast).toBeCloseTo(reference, 9)
        },
      ),
      { numRuns: 300, seed: 14 },
    )
  })
})

describe('neighbour evidence', () => {
  it('scores within 0..1 only items bought with a companion of the source, never the source', () => {
    fc.assert(
      fc.property(
        basketsArb(30, 60),
        fc.integer({ min: 0, max: 29 }),
        fc.constantFrom(...DAMPING_GRID),
        (baskets, source, d) => {
          const interactions = interactionsOf(baskets)
          const board = createScoreBoard()
          board.reset(0)
          neighbourEvidence(liveCounts(interactions, interactions.coBuy), source, board, d)
          const companions = interactions.coBuy.neighbours(source)
          for (const item of board.items) {
            expect(item).not.toBe(source)
            expect(board.get(item)).toBeGreaterThanOrEqual(0)
            expect(board.get(item)).toBeLessThanOrEqual(1 + 1e-12)
            const reached = [...(companions?.keys() ?? [])].some((j) =>
              interactions.coBuy.neighbours(j)?.has(item),
            )
            expect(reached).toBe(true)
          }
          if (!companions) expect(board.size).toBe(0)
        },
      ),
      { numRuns: 150, seed: 14 },
    )
  })
})

describe('bought-together tuning', () => {
  it('keeps the untuned setting below MIN_TUNING_BASKETS and picks from the grids above', () => {
    fc.assert(
      fc.property(basketsArb(40, 400), (baskets) => {
        const tuning = tuneCoPurchase(interactionsOf(baskets))
        const multi = baskets.filter((b) => b.length >= 2).length
        if (multi < 50) expect(tuning).toEqual(UNTUNED)
        expect(DAMPING_GRID).toContain(tuning.damping)
        expect(NEIGHBOUR_GRID).toContain(tuning.neighbours)
      }),
      { numRuns: 12, seed: 14 },
    )
  })

  it('tuned bought-together lists: scores in 0..100, sorted, never the source', () => {
    fc.assert(
      fc.property(basketsArb(40, 400), fc.integer({ min: 0, max: 39 }), (baskets, source) => {
        const model = createIndexModel('products', [])
        baskets.forEach((basket, i) => {
          model.apply({
            eventName: 'Order Completed',
            eventType: 'conversion',
            eventSubtype: 'purchase',
            index: 'products',
            userToken: `u${i}`,
            timestamp: T0 + i * HOUR,
            objectIDs: basket.map((item) => `p${item}`),
          })
        })
        coPurchaseTuning(model.interactions)
        const list = boughtTogether(model, `p${source}`, 10)
        const scores = list.map((s) => s.score)
        for (const score of scores) {
          expect(score).toBeGreaterThan(0)
          expect(score).toBeLessThanOrEqual(100)
        }
        expect([...scores].sort((a, b) => b - a)).toEqual(scores)
        expect(list.map((s) => model.catalog.items.name(s.item))).not.toContain(`p${source}`)
      }),
      { numRuns: 12, seed: 14 },
    )
  })
})
