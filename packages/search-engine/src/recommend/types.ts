import type { SearchParams } from '../core/types'

/** The six recommendation models. */
export type ModelName =
  | 'related-products'
  | 'bought-together'
  | 'looking-similar'
  | 'trending-items'
  | 'trending-facets'
  | 'recommended-for-you'

/** One validated entry of a POST /1/indexes/*\/recommendations body. */
export interface RecommendRequest {
  indexName: string
  model: ModelName
  /** Minimum `_score` (0..100) of a returned recommendation. */
  threshold: number
  /** Cap on returned hits; when set and not reached, `fallbackParameters` fill the gap. */
  maxRecommendations?: number
  objectID?: string
  facetName?: string
  facetValue?: string
  queryParameters?: SearchParams
  fallbackParameters?: SearchParams
}

/** A recommended record as returned: the record, its `_score` and highlight tree. */
export interface RecommendHit {
  objectID: string
  _score?: number
  [attribute: string]: unknown
}

/** A trending facet value as returned. */
export interface TrendingFacetHit {
  facetName: string
  facetValue: string
  _score: number
}

/** One entry of `results[]`, search-shaped. */
export interface RecommendResult {
  hits: Array<RecommendHit | TrendingFacetHit>
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  index: string
  exhaustive: { nbHits: boolean; typo: boolean }
  exhaustiveNbHits: boolean
  exhaustiveTypo: boolean
  renderingContent: Record<string, unknown>
  queryID?: string
}

/** Body of a recommendations answer. */
export interface RecommendResponse {
  results: RecommendResult[]
}
