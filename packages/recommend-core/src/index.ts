export {
  buildFrequentlyBoughtTogetherRequests,
  buildLookingSimilarRequests,
  buildRecommendedForYouRequests,
  buildRelatedProductsRequests,
  buildTrendingFacetsRequests,
  buildTrendingItemsRequests,
} from './build-requests'
export type {
  BaseRecommendOptions,
  ObjectRecommendOptions,
  RecommendedForYouOptions,
  TrendingFacetsOptions,
  TrendingItemsOptions,
} from './build-requests'
export { createRecommendController } from './create-recommend-controller'
export type {
  RecommendController,
  RecommendControllerOptions,
  RecommendState,
} from './create-recommend-controller'
export {
  getFrequentlyBoughtTogether,
  getLookingSimilar,
  getRecommendedForYou,
  getRelatedProducts,
  getTrendingFacets,
  getTrendingItems,
} from './get-recommendations'
export type {
  ObjectRecommendParams,
  RecommendCallOptions,
  RecommendedForYouParams,
  TrendingFacetsParams,
  TrendingItemsParams,
} from './get-recommendations'
export { mergeRecommendations } from './merge-recommendations'
export type { MergeOptions } from './merge-recommendations'
export type {
  AlgoliasearchClient,
  RecommendClient,
  RecommendClientV4,
  RecommendClientV5,
  RecommendResponseBody,
} from './recommend-client'
export { RECOMMEND_ERRORS, RecommendInputError } from './recommend-error'
export type { RecommendErrorCode } from './recommend-error'
export type {
  FacetHit,
  Recommendation,
  RecommendationsResponse,
  RecommendHit,
  RecommendModel,
  RecommendRequest,
  RecommendResult,
  SearchParameters,
  TransformItems,
} from './types'
export { MAX_RECOMMENDATIONS_LIMIT } from './validate'
