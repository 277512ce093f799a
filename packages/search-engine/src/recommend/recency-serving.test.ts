import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import type { InsightsEvent } from '../insights/types'
import { orderEvents } from './basket-evaluation'
import { createRecommender, type Recommender } from './recommender'
import { coPurchaseTuning } from './tune-co-purchase'
import type { RecommendHit } from './types'

const T0 = Date.UTC(2025, 0, 1)
const NOW = T0 + 3000 * 3_600_000
const ITEMS = 200

/** 3,000 orders in which every item's partner changes half-way (a range replaced). */
function drifting(): InsightsEvent[] {
  let state = 21
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647
  const events: InsightsEvent[] = []
  for (let o = 0; o < 3000; o++) {
    const base = Math.floor(next() * ITEMS)
    const basket = new Set([base, (base + (o < 1500 ? 1 : 57)) % ITEMS])
    while (next() < 0.6) basket.add(Math.floor(next() * ITEMS))
    const items = [...basket].map((i) => `p${i}`)
    events.push(...orderEvents(`u${o}`, items, T0 + o * 3_600_000))
  }
  return events
}

let recommender: Recommender

beforeAll(async () => {
  const engine = createEngine()
  engine.saveObjects(
    'products',
    Array.from({ length: ITEMS }, (_, i) => ({ objectID: `p${i}`, name: `Item ${i}` })),
  )
  recommender = createRecommender({ engine, now: () => NOW })
  recommender.ingest(drifting())
  await recommender.caughtUp()
}, 120_000)

describe('bought-together served from recency-weighted counts', () => {
  it('the tuning chose recency on this shop, and the new partners come first', () => {
    const model = recommender.modelFor('products')
    expect(coPurchaseTuning(model.interactions).halfLife).toBeGreaterThan(0)
    const [result] = recommender.recommend({
      requests: [
        { indexName: 'products', model: 'bought-together', objectID: 'p10', threshold: 0 },
      ],
    }).results
    // p10 went with p9 and p11 until the change, with p67 and p153 since (as often).
    const top = (result!.hits as RecommendHit[]).slice(0, 2).map((hit) => hit.objectID)
    expect(top.sort()).toEqual(['p153', 'p67'])
  })

  it('scores lie in 0..100, respect threshold and cap, never recommend the source', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: ITEMS - 1 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 30 }),
        (source, threshold, max) => {
          const objectID = `p${source}`
          const [result] = recommender.recommend({
            requests: [
              {
                indexName: 'products',
                model: 'bought-together',
                objectID,
                threshold,
                maxRecommendations: max,
              },
            ],
          }).results
          const hits = result!.hits as RecommendHit[]
          expect(hits.length).toBeLessThanOrEqual(max)
          const scores = hits.map((hit) => hit._score!)
          for (const score of scores) {
            expect(score).toBeGreaterThanOrEqual(threshold)
            expect(score).toBeLessThanOrEqual(100)
          }
          expect([...scores].sort((a, b) => b - a)).toEqual(scores)
          expect(hits.map((hit) => hit.objectID)).not.toContain(objectID)
        },
      ),
      { numRuns: 200, seed: 14 },
    )
  })
})
