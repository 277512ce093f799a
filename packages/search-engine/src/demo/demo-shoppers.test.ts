import { generateCatalog, simulateShoppers } from '@vitrine/demo-catalog'
import { describe, expect, it } from 'vitest'
import { validateEventsBatch } from '../insights/validate-batch'
import { createIndexModel } from '../recommend/index-model'
import { boughtTogether } from '../recommend/models/bought-together'
import { recommendedForYou } from '../recommend/models/recommended-for-you'
import { relatedProducts } from '../recommend/models/related-products'
import { trendingFacets } from '../recommend/models/trending-facets'
import { trendingItems } from '../recommend/models/trending-items'

const NOW = Date.UTC(2025, 5, 1)
const { records } = generateCatalog({ count: 600, seed: 42 })
const events = simulateShoppers({ records, seed: 3, sessions: 1500, now: NOW })

describe('the demo shoppers in the engine', () => {
  it('produce valid Insights events', () => {
    for (let i = 0; i < events.length; i += 1000) {
      const batch = events.slice(i, i + 1000)
      expect(validateEventsBatch({ events: batch }, { now: NOW })).toEqual(batch)
    }
  })

  it('gives every model signal', () => {
    const model = createIndexModel('products', records)
    for (const event of events) model.apply(event)
    const bought = events.find((e) => e.eventSubtype === 'purchase' && e.objectIDs!.length > 1)!
    expect(boughtTogether(model, bought.objectIDs![0]!).length).toBeGreaterThan(0)
    const viewed = events.find((e) => e.eventType === 'view')!
    expect(relatedProducts(model, viewed.objectIDs![0]!).length).toBeGreaterThan(0)
    expect(trendingItems(model, NOW).length).toBeGreaterThan(0)
    expect(trendingFacets(model, 'brand', NOW).length).toBeGreaterThan(0)
    expect(recommendedForYou(model, viewed.userToken, NOW).length).toBeGreaterThan(0)
  })
})
