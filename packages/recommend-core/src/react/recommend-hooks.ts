import {
  getFrequentlyBoughtTogether,
  getLookingSimilar,
  getRecommendedForYou,
  getRelatedProducts,
  getTrendingFacets,
  getTrendingItems,
} from '@vitrine/recommend-core'
import type {
  FacetHit,
  ObjectRecommendParams,
  RecommendedForYouParams,
  Recommendation,
  RecommendHit,
  RecommendState,
  TrendingFacetsParams,
  TrendingItemsParams,
} from '@vitrine/recommend-core'
import { useRecommendations } from './use-recommendations'

/** Related products of `objectIDs` as list state (`loading` / `idle`, recommendations, error). */
export function useRelatedProducts<THit extends RecommendHit = RecommendHit>(
  params: ObjectRecommendParams<THit>,
): RecommendState<Recommendation<THit>> {
  return useRecommendations(getRelatedProducts<THit>, params)
}

/** Items frequently bought together with `objectIDs`, as list state. */
export function useFrequentlyBoughtTogether<THit extends RecommendHit = RecommendHit>(
  params: ObjectRecommendParams<THit>,
): RecommendState<Recommendation<THit>> {
  return useRecommendations(getFrequentlyBoughtTogether<THit>, params)
}

/** Items that look like `objectIDs`, as list state. */
export function useLookingSimilar<THit extends RecommendHit = RecommendHit>(
  params: ObjectRecommendParams<THit>,
): RecommendState<Recommendation<THit>> {
  return useRecommendations(getLookingSimilar<THit>, params)
}

/** Trending items (optionally within one facet value), as list state. */
export function useTrendingItems<THit extends RecommendHit = RecommendHit>(
  params: TrendingItemsParams<THit>,
): RecommendState<Recommendation<THit>> {
  return useRecommendations(getTrendingItems<THit>, params)
}

/** Trending values of `facetName`, as list state. */
export function useTrendingFacets(
  params: TrendingFacetsParams,
): RecommendState<Recommendation<FacetHit>> {
  return useRecommendations(getTrendingFacets, params)
}

/** Items recommended for `queryParameters.userToken`, as list state. */
export function useRecommendedForYou<THit extends RecommendHit = RecommendHit>(
  params: RecommendedForYouParams<THit>,
): RecommendState<Recommendation<THit>> {
  return useRecommendations(getRecommendedForYou<THit>, params)
}
