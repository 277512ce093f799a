'use client'

import { useTrendingItems } from '@vitrine/recommend-core/react'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { toRecommendedProduct } from '@/lib/product'
import { RECOMMEND_QUERY_PARAMETERS } from '@/lib/recommend-models'
import { RecommendSection } from '../recommend/recommend-section'
import { useClientConfig } from '../providers/client-config-provider'

const COUNT = 8

/** Trending items shown when a search finds nothing, so the shopper can carry on. */
export function TrendingFallback() {
  const config = useClientConfig()
  const { status, recommendations } = useTrendingItems({
    recommendClient: getBrowserSearchClient(config),
    indexName: config.indexName,
    maxRecommendations: COUNT,
    queryParameters: RECOMMEND_QUERY_PARAMETERS,
  })
  const items = recommendations.map((hit) =>
    toRecommendedProduct(hit as unknown as Record<string, unknown>),
  )
  return (
    <RecommendSection title="Trending now" model="trending-items" status={status} items={items} />
  )
}
