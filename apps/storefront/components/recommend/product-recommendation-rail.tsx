'use client'

import {
  getFrequentlyBoughtTogether,
  getLookingSimilar,
  getRelatedProducts,
} from '@vitrine/recommend-core'
import { useRecommendations } from '@vitrine/recommend-core/react'
import { useEffect, useMemo } from 'react'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { toRecommendedProduct } from '@/lib/product'
import {
  BOUGHT_TOGETHER_CANDIDATES,
  BOUGHT_TOGETHER_QUERY_PARAMETERS,
  boughtTogetherSelection,
  PRODUCT_MODELS,
  RECOMMEND_QUERY_PARAMETERS,
  SECTION_SIZE,
  type ProductModel,
} from '@/lib/recommend-models'
import { useClientConfig } from '../providers/client-config-provider'
import { RecommendSection } from './recommend-section'

const LOADERS = {
  'related-products': getRelatedProducts,
  'bought-together': getFrequentlyBoughtTogether,
  'looking-similar': getLookingSimilar,
} satisfies Record<ProductModel, unknown>

/**
 * One product-to-product recommendation section, asked for from the browser as it mounts: its
 * skeleton until it answers, then its cards; empty or failed, it is left out. The product page
 * loads this code (recommend-core, the lite search client, the carousel) only when the shopper
 * nears the section (ProductRecommendations).
 */
export function ProductRecommendationRail({
  model,
  objectID,
}: {
  model: ProductModel
  objectID: string
}) {
  const config = useClientConfig()
  const objectIDs = useMemo(() => [objectID], [objectID])
  const boughtTogether = model === 'bought-together'
  const state = useRecommendations(LOADERS[model], {
    recommendClient: getBrowserSearchClient(config),
    indexName: config.indexName,
    objectIDs,
    maxRecommendations: boughtTogether ? BOUGHT_TOGETHER_CANDIDATES : SECTION_SIZE,
    queryParameters: boughtTogether ? BOUGHT_TOGETHER_QUERY_PARAMETERS : RECOMMEND_QUERY_PARAMETERS,
  })
  const items = useMemo(() => {
    const records = state.recommendations.filter((hit) => hit.objectID !== objectID)
    return (boughtTogether ? boughtTogetherSelection(records) : records).map((hit) =>
      toRecommendedProduct(hit as unknown as Record<string, unknown>),
    )
  }, [state.recommendations, objectID, boughtTogether])
  useEffect(() => {
    if (state.error) console.error(`[recommend] ${model} for ${objectID} omitted:`, state.error)
  }, [state.error, model, objectID])
  return (
    <RecommendSection
      title={PRODUCT_MODELS[model]}
      model={model}
      status={state.status}
      items={items}
    />
  )
}
