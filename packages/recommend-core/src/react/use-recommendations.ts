import { useEffect, useState, useSyncExternalStore } from 'react'
// The package's own name, kept external at build time: dist/react.js shares the root's core.
import { createRecommendController } from '@vitrine/recommend-core'
import type { RecommendationsResponse, RecommendState } from '@vitrine/recommend-core'

/**
 * The one React bridge behind every recommendation hook: a controller created once per
 * component, read with `useSyncExternalStore` (server snapshot included, so it is SSR-safe) and
 * fed the latest params after each render. Unchanged params do not reload; the render that
 * brings new params already reports `loading`.
 */
export function useRecommendations<TParams, TItem>(
  load: (params: TParams) => PromiseLike<RecommendationsResponse<TItem>>,
  params: TParams,
): RecommendState<TItem> {
  const [controller] = useState(() => createRecommendController({ load }))
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  useEffect(() => controller.setInputs(params))
  useEffect(() => controller.destroy, [controller])
  // New params reach the controller in the effect, after this render is painted: until then the
  // state describes the previous ones, so this render must not call their list settled.
  return state.status === 'idle' && !controller.hasInputs(params)
    ? { ...state, status: 'loading', error: null }
    : state
}
