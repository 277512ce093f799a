// Trending poisoning with the search key: how far can a script push one product up the demo
// shop's trending-items with 20 purchase events? The demo's catalogue and simulated shoppers
// (as `vitrine-search seed` writes them), then 20 purchases of a product nobody bought lately,
// sent from 1, 2, 3 or 5 tokens (the same 20 events each time). Counting events, as the engine
// did before, one token weighed as 20 shoppers: the 20-token row is that baseline.
import { generateCatalog, simulateShoppers } from '@vitrine/demo-catalog'
import { test } from 'vitest'
import { createEngine } from '../src/core/engine'
import type { InsightsEvent } from '../src/insights/types'
import { createRecommender } from '../src/recommend/recommender'

const NOW = Date.UTC(2025, 5, 1)
const PUSHED = 'p04321'

interface TrendingHit {
  objectID: string
  _score: number
}

function purchases(tokens: number): InsightsEvent[] {
  return Array.from({ length: 20 }, (_, i) => ({
    eventType: 'conversion',
    eventSubtype: 'purchase',
    eventName: 'Order Completed',
    index: 'products',
    userToken: `script-${i % tokens}`,
    objectIDs: [PUSHED],
    timestamp: NOW - i * 60_000,
  }))
}

test('trending poisoning: 20 purchase events from a few tokens', { timeout: 120_000 }, async () => {
  const catalog = generateCatalog({ count: 5000, seed: 42 })
  const history = simulateShoppers({
    records: catalog.records,
    indexName: 'products',
    now: NOW - 60 * 60_000,
  }).sort((a, b) => a.timestamp - b.timestamp)
  const rows: string[] = []
  for (const tokens of [1, 2, 3, 5, 20]) {
    const engine = createEngine()
    engine.setSettings('products', catalog.settings)
    engine.saveObjects('products', catalog.records)
    const recommender = createRecommender({ engine, now: () => NOW })
    recommender.ingest(history)
    await recommender.caughtUp()
    const ask = () =>
      recommender.recommend({
        requests: [
          { indexName: 'products', model: 'trending-items', threshold: 0, maxRecommendations: 30 },
        ],
      }).results[0]!.hits as unknown as TrendingHit[]
    const before = ask()
    recommender.ingest(purchases(tokens))
    await recommender.caughtUp()
    // Trends are recomputed at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const after = ask()
    const rank = after.findIndex((hit) => hit.objectID === PUSHED)
    const pushed = after[rank]
    const top = after.find((hit) => hit.objectID !== PUSHED)!
    rows.push(
      [
        `${String(tokens).padStart(6)} ${rank < 0 ? '  >30' : String(rank + 1).padStart(5)}`,
        `${(pushed?._score ?? 0).toFixed(0).padStart(6)} ${top._score.toFixed(0).padStart(10)}`,
        `${before.some((hit) => hit.objectID === PUSHED) ? 'yes' : 'no'}`.padStart(14),
      ].join(' '),
    )
  }
  console.log(
    [
      '',
      `Trending poisoning: 20 purchases of ${PUSHED} sent with the search key, demo shop (5,000 products, simulated shoppers)`,
      'tokens  rank  score  best real  trending before',
      ...rows,
      '(20 tokens = one token before people were counted: each event weighed as one shopper)',
      '',
    ].join('\n'),
  )
})
