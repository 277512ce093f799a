import { describe, expect, it } from 'vitest'
import { createEngine } from '../src/core/engine'
import type { Hit } from '../src/core/types'
import type { InsightsEvent } from '../src/insights/types'
import { createRecommender } from '../src/recommend/recommender'
import type { RecommendHit } from '../src/recommend/types'

const NOW = Date.UTC(2025, 5, 1)

/** `count` products of one outdoor category, the first the most popular. */
const products = (type: string, count: number): Hit[] =>
  Array.from({ length: count }, (_, i) => ({
    objectID: `${type.toLowerCase().replace(' ', '-')}-${i}`,
    name: `${type} ${i}`,
    productType: type,
    popularity: 1000 - i,
    hierarchicalCategories: { lvl0: 'Sports', lvl1: `Sports > ${type}` },
  }))

const tents = products('Tents', 4)
const sleepingBags = products('Sleeping Bags', 20)
const headlamps = products('Headlamps', 20)

/** Orders of tents 1..3: each with a sleeping bag, and most with a head torch too. */
function orders(): InsightsEvent[] {
  const events: InsightsEvent[] = []
  for (let n = 0; n < 60; n++) {
    const items = [tents[1 + (n % 3)]!, sleepingBags[n % 20]!]
    if (n % 4 !== 0) items.push(headlamps[n % 20]!)
    events.push({
      eventName: 'Order',
      eventType: 'conversion',
      eventSubtype: 'purchase',
      index: 'products',
      userToken: `shopper-${n}`,
      timestamp: NOW - (60 - n) * 3_600_000,
      objectIDs: items.map((p) => p.objectID),
    })
  }
  return events
}

describe('bought-together for a product without orders of its own', () => {
  it('opens with one product of each category co-bought with its own, then the next of each', async () => {
    const engine = createEngine()
    engine.saveObjects('products', [...tents, ...sleepingBags, ...headlamps])
    const recommender = createRecommender({ engine, now: () => NOW })
    recommender.ingest(orders())
    await recommender.idle()
    const [result] = recommender.recommend({
      requests: [
        {
          indexName: 'products',
          model: 'bought-together',
          objectID: tents[0]!.objectID,
          threshold: 0,
          maxRecommendations: 10,
        },
      ],
    }).results
    const hits = result!.hits as RecommendHit[]
    const types = hits.map((h) => h.productType)
    // Sleeping bags are co-bought with tents more often than head torches: the best of each
    // first, sleeping bags ahead; then the sleeping bags by popularity.
    expect(types.slice(0, 2)).toEqual(['Sleeping Bags', 'Headlamps'])
    expect(hits[0]!.objectID).toBe('sleeping-bags-0')
    expect(hits[1]!.objectID).toBe('headlamps-0')
    expect(hits.slice(2, 6).map((h) => h.objectID)).toEqual([
      'sleeping-bags-1',
      'sleeping-bags-2',
      'sleeping-bags-3',
      'sleeping-bags-4',
    ])
    // Scores come down the list and stay below basket evidence (at most 5).
    for (let i = 1; i < hits.length; i++)
      expect(hits[i]!._score!).toBeLessThanOrEqual(hits[i - 1]!._score!)
    expect(hits[0]!._score!).toBeLessThanOrEqual(5)
  })
})
