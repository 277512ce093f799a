'use client'

import {
  getFrequentlyBoughtTogether,
  getLookingSimilar,
  getRelatedProducts,
} from '@vitrine/recommend-core'
import { useRecommendations } from '@vitrine/recommend-core/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { toRecommendedProduct } from '@/lib/product'
import {
  PRODUCT_MODELS,
  RECOMMEND_QUERY_PARAMETERS,
  SECTION_SIZE,
  type ProductModel,
} from '@/lib/recommend-models'
import { useClientConfig } from '../providers/client-config-provider'
import { RecommendSection } from './recommend-section'
import { RecommendSkeleton } from './recommend-skeleton'

const LOADERS = {
  'related-products': getRelatedProducts,
  'bought-together': getFrequentlyBoughtTogether,
  'looking-similar': getLookingSimilar,
} satisfies Record<ProductModel, unknown>

/** How far below the screen a section starts loading: a screen's height, ahead of the scroll. */
const AHEAD = '0px 0px 100% 0px'

/** Whether the element came within a screen of the viewport (it stays true). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near] as const
}

function LoadedRecommendations({ model, objectID }: { model: ProductModel; objectID: string }) {
  const config = useClientConfig()
  const objectIDs = useMemo(() => [objectID], [objectID])
  const state = useRecommendations(LOADERS[model], {
    recommendClient: getBrowserSearchClient(config),
    indexName: config.indexName,
    objectIDs,
    maxRecommendations: SECTION_SIZE,
    queryParameters: RECOMMEND_QUERY_PARAMETERS,
  })
  const items = useMemo(
    () =>
      state.recommendations
        .map((hit) => toRecommendedProduct(hit as unknown as Record<string, unknown>))
        .filter((item) => item.objectID !== objectID),
    [state.recommendations, objectID],
  )
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

/**
 * One recommendation section of a product page (related products, frequently bought together,
 * looking similar), asked for from the browser once the shopper scrolls within a screen of it;
 * its skeleton (still: off screen, a shimmer only cost frames) shows until then. Empty or failed, it is left out. Not rendered on the server:
 * three rails of cards made the page's HTML and payload 2.5x larger, and reading them cost
 * the page's load most of its blocking time, for sections below the purchase form and reviews.
 */
export function ProductRecommendations({
  model,
  objectID,
}: {
  model: ProductModel
  objectID: string
}) {
  const [ref, near] = useNearViewport()
  return (
    <div ref={ref}>
      {near ? (
        <LoadedRecommendations model={model} objectID={objectID} />
      ) : (
        <RecommendSkeleton title={PRODUCT_MODELS[model]} model={model} still />
      )}
    </div>
  )
}
