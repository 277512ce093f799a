import { check, checkLimits, checkString, toWire } from './validate'
import type { RecommendModel, RecommendRequest, SearchParameters } from './types'

/** Fields every model accepts. */
export interface BaseRecommendOptions {
  /** Index holding the records; non-empty. */
  indexName: string
  /** Cap per request and on the merged list: an integer in 1..30. */
  maxRecommendations?: number | undefined
  /** Minimum `_score` (0..100) a recommendation needs. Defaults to 0. */
  threshold?: number | undefined
  /** Search parameters applied to the candidates (filters, clickAnalytics…). */
  queryParameters?: SearchParameters | undefined
}

/** `related-products`, `bought-together` and `looking-similar`: one request per object ID. */
export interface ObjectRecommendOptions extends BaseRecommendOptions {
  /** Records to get recommendations for; each a non-empty string. */
  objectIDs: readonly string[]
  /** Search used to fill the gap when the model yields fewer than `maxRecommendations`. */
  fallbackParameters?: SearchParameters | undefined
}

/** `trending-items`, optionally within one facet value (`facetName` and `facetValue` together). */
export interface TrendingItemsOptions extends BaseRecommendOptions {
  facetName?: string | undefined
  facetValue?: string | undefined
  fallbackParameters?: SearchParameters | undefined
}

/** `trending-facets`: the trending values of one facet. */
export interface TrendingFacetsOptions {
  indexName: string
  facetName: string
  maxRecommendations?: number | undefined
  threshold?: number | undefined
}

/** `recommended-for-you`: the user is `queryParameters.userToken`. */
export interface RecommendedForYouOptions extends BaseRecommendOptions {
  queryParameters: SearchParameters & { userToken: string }
  fallbackParameters?: SearchParameters | undefined
}

type CommonFields = Omit<RecommendedForYouOptions, 'queryParameters'> & {
  queryParameters?: SearchParameters | undefined
}

/** Validates the common fields and returns one request as sent (no `undefined` fields). */
function toRequest(
  model: RecommendModel,
  {
    indexName,
    threshold = 0,
    maxRecommendations,
    queryParameters,
    fallbackParameters,
  }: CommonFields,
  extra?: Pick<RecommendRequest, 'facetName' | 'facetValue'>,
): RecommendRequest {
  checkString(indexName, 'indexName')
  checkLimits(threshold, maxRecommendations)
  return toWire({
    indexName,
    model,
    threshold,
    maxRecommendations,
    ...extra,
    queryParameters,
    fallbackParameters,
  })
}

function toObjectRequests(
  model: RecommendModel,
  options: ObjectRecommendOptions,
): RecommendRequest[] {
  const { objectIDs } = options
  check(Array.isArray(objectIDs), 'INVALID_ARRAY', 'objectIDs', objectIDs)
  const request = toRequest(model, options)
  return objectIDs.map((objectID, i) => {
    checkString(objectID, `objectIDs[${i}]`)
    return { ...request, objectID }
  })
}

/** Requests for `related-products`, one per object ID. Throws `RecommendInputError` on bad input. */
export function buildRelatedProductsRequests(options: ObjectRecommendOptions): RecommendRequest[] {
  return toObjectRequests('related-products', options)
}

/** Requests for `bought-together`, one per object ID. Throws `RecommendInputError` on bad input. */
export function buildFrequentlyBoughtTogetherRequests(
  options: ObjectRecommendOptions,
): RecommendRequest[] {
  return toObjectRequests('bought-together', options)
}

/** Requests for `looking-similar`, one per object ID. Throws `RecommendInputError` on bad input. */
export function buildLookingSimilarRequests(options: ObjectRecommendOptions): RecommendRequest[] {
  return toObjectRequests('looking-similar', options)
}

/** The single `trending-items` request. Throws `RecommendInputError` on bad input. */
export function buildTrendingItemsRequests(options: TrendingItemsOptions): RecommendRequest[] {
  const { facetName, facetValue } = options
  if (facetName !== undefined || facetValue !== undefined) {
    checkString(facetName, 'facetName')
    checkString(facetValue, 'facetValue')
  }
  return [toRequest('trending-items', options, { facetName, facetValue })]
}

/** The single `trending-facets` request (no search parameters). Throws `RecommendInputError`. */
export function buildTrendingFacetsRequests({
  indexName,
  facetName,
  maxRecommendations,
  threshold,
}: TrendingFacetsOptions): RecommendRequest[] {
  checkString(facetName, 'facetName')
  return [toRequest('trending-facets', { indexName, maxRecommendations, threshold }, { facetName })]
}

/** The single `recommended-for-you` request. Throws `RecommendInputError` on bad input. */
export function buildRecommendedForYouRequests(
  options: RecommendedForYouOptions,
): RecommendRequest[] {
  const userToken = options.queryParameters?.userToken
  checkString(userToken, 'queryParameters.userToken')
  return [toRequest('recommended-for-you', options)]
}
