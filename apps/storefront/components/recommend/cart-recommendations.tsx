'use client'

import { useFrequentlyBoughtTogether } from '@vitrine/recommend-core/react'
import { useEffect, useMemo } from 'react'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { toRecommendedProduct } from '@/lib/product'
import {
  BOUGHT_TOGETHER_QUERY_PARAMETERS,
  boughtTogetherSelection,
  cartCandidatesPerProduct,
  PRODUCT_MODELS,
} from '@/lib/recommend-models'
import { useClientConfig } from '../providers/client-config-provider'
import { RecommendSection } from './recommend-section'

/**
 * Products of the cart the recommendations start from: the last added. A call holds one request
 * per product and an engine bounds a call (the embedded one answers at most 50 requests); past
 * 20 products, the newest say more about what the shopper is after than the whole cart does.
 */
export const CART_RECOMMENDATION_SOURCES = 20

/**
 * "Frequently bought together" for the products in the cart (the last
 * {@link CART_RECOMMENDATION_SOURCES} added), merged into one list without any cart product.
 */
export function CartRecommendations({
  objectIDs,
}: {
  /** The products in the cart, one per line: what the items are bought together with. */
  objectIDs: readonly string[]
}) {
  const config = useClientConfig()
  const recommendClient = getBrowserSearchClient(config)
  const sources = useMemo(() => objectIDs.slice(-CART_RECOMMENDATION_SOURCES), [objectIDs])
  const state = useFrequentlyBoughtTogether({
    recommendClient,
    indexName: config.indexName,
    objectIDs: sources,
    maxRecommendations: cartCandidatesPerProduct(sources.length),
    queryParameters: BOUGHT_TOGETHER_QUERY_PARAMETERS,
  })
  const items = useMemo(
    () =>
      boughtTogetherSelection(
        state.recommendations.filter((hit) => !objectIDs.includes(hit.objectID)),
      ).map((hit) => toRecommendedProduct(hit as unknown as Record<string, unknown>)),
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
