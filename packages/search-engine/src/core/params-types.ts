import type { SearchableSettings } from './settings-types'

/** `facetFilters` / `numericFilters` / `tagFilters` / `optionalFilters` shape: string or nested arrays. */
export type NestedFilters = string | Array<string | NestedFilters[] | string[]>

/**
 * Search parameters (Algolia v5 names, native JSON types). The server decodes the v4 string form
 * into this object before calling the engine.
 */
export interface SearchParams extends SearchableSettings {
  query?: string
  similarQuery?: string
  filters?: string
  facetFilters?: NestedFilters
  optionalFilters?: NestedFilters
  numericFilters?: NestedFilters
  tagFilters?: NestedFilters
  sumOrFiltersScores?: boolean
  restrictSearchableAttributes?: string[]
  facets?: string[] | string
  facetingAfterDistinct?: boolean
  page?: number
  offset?: number
  length?: number
  aroundLatLng?: string
  aroundLatLngViaIP?: boolean
  aroundRadius?: number | 'all'
  aroundPrecision?: number | Array<{ from?: number; value?: number }>
  minimumAroundRadius?: number
  insideBoundingBox?: string | number[][] | null
  insidePolygon?: number[][]
  naturalLanguages?: string[]
  ruleContexts?: string[]
  personalizationImpact?: number
  userToken?: string
  getRankingInfo?: boolean
  synonyms?: boolean
  clickAnalytics?: boolean
  analytics?: boolean
  analyticsTags?: string[]
  percentileComputation?: boolean
  enableABTest?: boolean
}
