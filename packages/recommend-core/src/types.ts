/** The recommendation models the provider accepts. */
export type RecommendModel =
  | 'related-products'
  | 'bought-together'
  | 'looking-similar'
  | 'trending-items'
  | 'trending-facets'
  | 'recommended-for-you'

/** Search parameters sent as `queryParameters` / `fallbackParameters` (filters, clickAnalytics…). */
export type SearchParameters = { readonly [key: string]: unknown }

/** One entry of the `requests` array of the provider's recommendations call (one per object ID). */
export interface RecommendRequest {
  indexName: string
  model: RecommendModel
  threshold: number
  objectID?: string | undefined
  maxRecommendations?: number | undefined
  facetName?: string | undefined
  facetValue?: string | undefined
  queryParameters?: SearchParameters | undefined
  fallbackParameters?: SearchParameters | undefined
}

/** A recommended record as the provider returns it. */
export interface RecommendHit {
  objectID: string
  /** Recommendation score in 0..100; absent on fallback hits. */
  _score?: number | undefined
}

/** A trending facet value as the provider returns it. */
export interface FacetHit {
  facetName: string
  facetValue: string
  _score?: number | undefined
}

/** One `results[i]` of the provider's answer: the hits for one request. */
export interface RecommendResult<THit = RecommendHit> {
  hits: readonly THit[]
  /** Present when `queryParameters.clickAnalytics` is true. */
  queryID?: string | undefined
}

/** A hit tagged for click analytics: 1-based position in the final list and its result's queryID. */
export type Recommendation<THit = RecommendHit> = THit & {
  __position: number
  __queryID?: string | undefined
}

/** What every `getX` call function resolves to. */
export interface RecommendationsResponse<TItem> {
  recommendations: TItem[]
}

/** Rewrites the final list (after merge, cap and positions), e.g. to map or filter items. */
export type TransformItems<TItem> = (items: TItem[]) => TItem[]
