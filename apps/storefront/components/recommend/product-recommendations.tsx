'use client'

import { useEffect, useRef, useState } from 'react'
import { loadSearchClientCode } from '@/lib/browser/search-client'
import { deferredImport } from '@/lib/deferred-import'
import { PRODUCT_MODELS, type ProductModel } from '@/lib/recommend-models'
import type * as RailCode from './product-recommendation-rail'
import { RecommendSkeleton } from './recommend-skeleton'

/** The section's code: recommend-core, the lite search client, the cards' carousel. */
const loadRail = deferredImport(() => {
  // The lite client's code, which the section's request would otherwise wait for.
  void loadSearchClientCode().catch(() => {})
  return import('./product-recommendation-rail')
})

type RailModule = typeof RailCode

/** The rail's code once `near`: undefined while it loads, null if it failed to. */
function useRailCode(near: boolean) {
  const [code, setCode] = useState<RailModule | null>()
  useEffect(() => {
    if (!near) return
    let live = true
    loadRail().then(
      (module) => live && setCode(module),
      (error: unknown) => {
        console.error('[recommend] section code failed to load, section omitted:', error)
        if (live) setCode(null)
      },
    )
    return () => {
      live = false
    }
  }, [near])
  return code
}

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

/**
 * One recommendation section of a product page (related products, frequently bought together,
 * looking similar). Its code and its request wait until the shopper scrolls within a screen of
 * it; its skeleton shows until then (still: off screen, a shimmer only cost frames). Empty or
 * failed, it is left out. Not rendered on the server: three rails of cards made the page's HTML
 * and payload 2.5x larger, and reading them cost the page's load most of its blocking time, for
 * sections below the purchase form and reviews.
 */
export function ProductRecommendations({
  model,
  objectID,
}: {
  model: ProductModel
  objectID: string
}) {
  const [ref, near] = useNearViewport()
  const code = useRailCode(near)
  const title = PRODUCT_MODELS[model]
  return (
    <div ref={ref}>
      {code ? (
        <code.ProductRecommendationRail model={model} objectID={objectID} />
      ) : code === null ? null : (
        <RecommendSkeleton title={title} model={model} still={!near} />
      )}
    </div>
  )
}
