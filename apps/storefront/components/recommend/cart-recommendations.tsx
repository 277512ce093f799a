'use client'

import { useFrequentlyBoughtTogether } from '@vitrine/recommend-core/react'
import { useEffect, useMemo } from 'react'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { toRecommendedProduct } from '@/lib/product'
import { PRODUCT_MODELS, RECOMMEND_QUERY_PARAMETERS, SECTION_SIZE } from '@/lib/recommend-models'
import { useClientConfig } from '../providers/client-config-provider'
import { RecommendSection } from './recommend-section'

/** "Frequently bought together" for every product in the cart, merged into one list. */
export function CartRecommendations({ objectIDs }: { objectIDs: readonly string[] }) {
  const config = useClientConfig()
  const recommendClient = getBrowserSearchClient(config)
  const state = useFrequentlyBoughtTogether({
    recommendClient,
    indexName: config.indexName,
    objectIDs,
    maxRecommendations: SECTION_SIZE,
    queryParameters: RECOMMEND_QUERY_PARAMETERS,
  })
  const items = useMemo(
    () =>
      state.recommendations
        .map((hit) => toRecommendedProduct(hit as unknown as Record<string, unknown>))
        .filter((item) => !objectIDs.includes(item.objectID)),
    [state.recommendations, objectIDs],
  )
  useEffect(() => {
    if (state.error) console.error('[recommend] bought-together for the cart omitted:', state.error)
  }, [state.error])
  if (objectIDs.length === 0) return null
  return (
    <RecommendSection
      title={PRODUCT_MODELS['bought-together']}
      model="bought-together"
      status={state.status}
      items={items}
    />
  )
}
