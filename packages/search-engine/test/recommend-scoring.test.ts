import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../src/core/engine'
import type { Hit } from '../src/core/types'
import type { InsightsEvent } from '../src/insights/types'
import { createRecommender } from '../src/recommend/recommender'
import { coPurchaseTuning } from '../src/recommend/tune-co-purchase'
import type { ModelName, RecommendHit } from '../src/recommend/types'

const NOW = Date.UTC(2025, 5, 1)
const TYPES = ['Shoes', 'Shirts', 'Mugs']
const COLORS = ['Red', 'Blue', 'Green']

const recordArb = (i: number) =>
  fc
    .record({
      productType: fc.constantFrom(...TYPES),
      brand: fc.constantFrom('Acme', 'Globex', 'Initech'),
      colors: fc.subarray(COLORS, { minLength: 1 }),
      price: fc.double({ min: 1, max: 500, noNaN: true }),
      popularity: fc.nat(1000),
    })
    .map((r): Hit => ({
      objectID: `p${i}`,
      name: `${r.brand} ${r.productType} ${i}`,
      ...r,
      hierarchicalCategories: { lvl0: 'All', lvl1: `All > ${r.productType}` },
    }))

const catalogArb = fc
  .integer({ min: 2, max: 25 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => recordArb(i))))

const eventArb = (n: number) =>
  fc
    .record({
      user: fc.integer({ min: 0, max: 4 }),
      items: fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1, maxLength: 3 }),
      kind: fc.constantFrom('view', 'click', 'addToCart', 'purchase'),
      minutesAgo: fc.integer({ min: 0, max: 20 * 24 * 60 }),
    })
    .map(({ user, items, kind, minutesAgo }): InsightsEvent => ({
      eventName: 'e',
      eventType: kind === 'view' || kind === 'click' ? kind : 'conversion',
      ...(kind === 'addToCart' || kind === 'purchase' ? { eventSubtype: kind } : {}),
      index: 'products',
      userToken: `u${user}`,
      timestamp: NOW - minutesAgo * 60_000,
      objectIDs: items.map((i) => `p${i}`),
    }))

const scenarioArb = catalogArb.chain((records) =>
  fc.record({
    records: fc.constant(records),
    events: fc.array(eventArb(records.length), { maxLength: 80 }),
    source: fc.integer({ min: 0, max: records.length - 1 }),
    threshold: fc.double({ min: 0, max: 100, noNaN: true }),
    max: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
    model: fc.constantFrom<ModelName>(
      'related-products',
      'bought-together',
      'looking-similar',
      'trending-items',
      'recommended-for-you',
    ),
  }),
)

function setup(records: Hit[], events: InsightsEvent[]) {
  const engine = createEngine()
  engine.saveObjects('products', records)
  const recommender = createRecommender({ engine, now: () => NOW })
  recommender.ingest([...events].sort((a, b) => a.timestamp - b.timestamp))
  return recommender
}

describe('recommendation scoring (properties)', () => {
  it('scores lie in 0..100, respect threshold and cap, never recommend the source', () => {
    fc.assert(
      fc.property(scenarioArb, ({ records, events, source, threshold, max, model }) => {
        const recommender = setup(records, events)
        const objectID = `p${source}`
        const [result] = recommender.recommend({
          requests: [
            {
              indexName: 'products',
              model,
              threshold,
              objectID,
              queryParameters: { userToken: 'u1' },
              ...(max !== undefined && { maxRecommendations: max }),
            },
          ],
        }).results
        const hits = result!.hits as RecommendHit[]
        expect(hits.length).toBeLessThanOrEqual(max ?? 30)
        const scores = hits.map((h) => h._score!)
        for (const score of scores) {
          expect(score).toBeGreaterThanOrEqual(threshold)
          expect(score).toBeLessThanOrEqual(100)
        }
        expect([...scores].sort((a, b) => b - a)).toEqual(scores)
        if (model !== 'trending-items' && model !== 'recommended-for-you') {
          expect(hits.map((h) => h.objectID)).not.toContain(objectID)
        }
        expect(new Set(hits.map((h) => h.objectID)).size).toBe(hits.length)
      }),
      { numRuns: 150 },
    )
  })

  it('bought-together returns items bought with the source or with its companions, then items of co-bought categories scored below them', () => {
    fc.assert(
      fc.property(scenarioArb, ({ records, events, source, max }) => {
        const recommender = setup(records, events)
        const objectID = `p${source}`
        const [result] = recommender.recommend({
          requests: [
            {
              indexName: 'products',
              model: 'bought-together',
              threshold: 0,
              objectID,
              ...(max !== undefined && { maxRecommendations: max }),
            },
          ],
        }).results
        const model = recommender.modelFor('products')
        const item = model.itemOf(objectID)!
        const { coBuy } = model.interactions
        const row = coBuy.neighbours(item)
        // Evidence: bought with the source, or with an item bought with it (neighbour evidence).
        const evidence = new Set(row?.keys())
        if (coPurchaseTuning(model.interactions).neighbours > 0) {
          row?.forEach((_, companion) =>
            coBuy.neighbours(companion)?.forEach((_, k) => evidence.add(k)),
          )
        }
        evidence.delete(item)
        const typeOf = (id: string) => records.find((r) => r.objectID === id)!.productType
        const coBought = (a: unknown, b: unknown) =>
          records.some(
            (x) =>
              typeOf(x.objectID) === a &&
              records.some(
                (y) =>
                  typeOf(y.objectID) === b &&
                  model.interactions.coBuy
                    .neighbours(model.itemOf(x.objectID)!)
                    ?.has(model.itemOf(y.objectID)!),
              ),
          )
        const hits = result!.hits as RecommendHit[]
        const real = hits.filter((hit) => evidence.has(model.itemOf(hit.objectID)!))
        const filled = hits.filter((hit) => !evidence.has(model.itemOf(hit.objectID)!))
        expect(hits.slice(0, real.length)).toEqual(real)
        if (!row) expect(real).toEqual([])
        const weakest = Math.min(100, ...real.map((hit) => hit._score!))
        for (const hit of filled) {
          expect(hit.objectID).not.toBe(objectID)
          expect(hit._score!).toBeLessThanOrEqual(Math.min(5, weakest / 2) + 0.01)
          expect(coBought(typeOf(objectID), typeOf(hit.objectID))).toBe(true)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('trending facets have scores in 0..100 and come sorted', () => {
    fc.assert(
      fc.property(scenarioArb, ({ records, events, threshold }) => {
        const recommender = setup(records, events)
        const [result] = recommender.recommend({
          requests: [
            { indexName: 'products', model: 'trending-facets', facetName: 'brand', threshold },
          ],
        }).results
        const scores = result!.hits.map((h) => h._score!)
        for (const score of scores) expect(score).toBeGreaterThanOrEqual(threshold)
        for (const score of scores) expect(score).toBeLessThanOrEqual(100)
        expect([...scores].sort((a, b) => b - a)).toEqual(scores)
      }),
      { numRuns: 100 },
    )
  })
})
