import {
  buildFrequentlyBoughtTogetherRequests,
  buildLookingSimilarRequests,
  buildRecommendedForYouRequests,
  buildRelatedProductsRequests,
  buildTrendingFacetsRequests,
  buildTrendingItemsRequests,
} from './build-requests'
import type {
  ObjectRecommendOptions,
  RecommendedForYouOptions,
  TrendingFacetsOptions,
  TrendingItemsOptions,
} from './build-requests'
import { checkResponse } from './check-response'
import { mergeRecommendations, toFacetRecommendations } from './merge-recommendations'
import { toSender } from './recommend-client'
import type { RecommendClient, RecommendClientV4Method } from './recommend-client'
import type {
  FacetHit,
  Recommendation,
  RecommendationsResponse,
  RecommendHit,
  RecommendRequest,
  RecommendResult,
  TransformItems,
} from './types'

/** What every call function takes besides the model's options. */
export interface RecommendCallOptions<TItem> {
  /**
   * The client: `recommendClient()` from `@algolia/recommend` 5, `liteClient()` from
   * `algoliasearch/lite` 5, `algoliasearch()` from `algoliasearch` 5, or `recommend()` from
   * `@algolia/recommend` 4. Never created here; any other value rejects with a
   * `RecommendInputError` (`INVALID_CLIENT`).
   */
  recommendClient: RecommendClient
  /** Rewrites the final list (after merge, cap and positions). */
  transformItems?: TransformItems<TItem> | undefined
}

/** Parameters of `getRelatedProducts`, `getFrequentlyBoughtTogether` and `getLookingSimilar`. */
export type ObjectRecommendParams<THit extends RecommendHit = RecommendHit> =
  ObjectRecommendOptions & RecommendCallOptions<Recommendation<THit>>
/** Parameters of `getTrendingItems`. */
export type TrendingItemsParams<THit extends RecommendHit = RecommendHit> = TrendingItemsOptions &
  RecommendCallOptions<Recommendation<THit>>
/** Parameters of `getTrendingFacets`. */
export type TrendingFacetsParams = TrendingFacetsOptions &
  RecommendCallOptions<Recommendation<FacetHit>>
/** Parameters of `getRecommendedForYou`. */
export type RecommendedForYouParams<THit extends RecommendHit = RecommendHit> =
  RecommendedForYouOptions & RecommendCallOptions<Recommendation<THit>>

type Results = RecommendResult<RecommendHit & FacetHit>[]

/**
 * Checks the client, sends the requests (none: no call), checks the answer's shape, then merges,
 * caps, tags and transforms the results.
 */
async function recommend<TItem>(
  v4Method: RecommendClientV4Method,
  requests: RecommendRequest[],
  params: RecommendCallOptions<TItem> & {
    objectIDs?: readonly string[] | undefined
    maxRecommendations?: number | undefined
  },
  toItems = (results: Results) => mergeRecommendations({ ...params, results }) as TItem[],
): Promise<RecommendationsResponse<TItem>> {
  const { recommendClient, transformItems } = params
  const send = toSender(recommendClient, v4Method)
  if (requests.length === 0) return { recommendations: [] }
  const body = await send(requests)
  checkResponse(body, requests.length, v4Method === 'getTrendingFacets')
  const items = toItems(body.results as Results)
  return { recommendations: transformItems ? transformItems(items) : items }
}

/**
 * Related products of `objectIDs`, merged into one list (see `mergeRecommendations`).
 * Resolves `{ recommendations: [] }` without calling the client when `objectIDs` is empty.
 */
export async function getRelatedProducts<THit extends RecommendHit = RecommendHit>(
  params: ObjectRecommendParams<THit>,
): Promise<RecommendationsResponse<Recommendation<THit>>> {
  return recommend('getRelatedProducts', buildRelatedProductsRequests(params), params)
}

/** Items frequently bought together with `objectIDs`, merged into one list. */
export async function getFrequentlyBoughtTogether<THit extends RecommendHit = RecommendHit>(
  params: ObjectRecommendParams<THit>,
): Promise<RecommendationsResponse<Recommendation<THit>>> {
  return recommend(
    'getFrequentlyBoughtTogether',
    buildFrequentlyBoughtTogetherRequests(params),
    params,
  )
}

/** Items that look like `objectIDs`, merged into one list. */
export async function getLookingSimilar<THit extends RecommendHit = RecommendHit>(
  params: ObjectRecommendParams<THit>,
): Promise<RecommendationsResponse<Recommendation<THit>>> {
  return recommend('getLookingSimilar', buildLookingSimilarRequests(params), params)
}

/** Trending items of the index, or of one facet value. */
export async function getTrendingItems<THit extends RecommendHit = RecommendHit>(
  params: TrendingItemsParams<THit>,
): Promise<RecommendationsResponse<Recommendation<THit>>> {
  return recommend('getTrendingItems', buildTrendingItemsRequests(params), params)
}

/** Trending values of `facetName`. */
export async function getTrendingFacets(
  params: TrendingFacetsParams,
): Promise<RecommendationsResponse<Recommendation<FacetHit>>> {
  return recommend(
    'getTrendingFacets',
    buildTrendingFacetsRequests(params),
    params,
    (results: Results) => toFacetRecommendations(results[0]!, params.maxRecommendations),
  )
}

/** Items recommended for the user in `queryParameters.userToken`. */
export async function getRecommendedForYou<THit extends RecommendHit = RecommendHit>(
  params: RecommendedForYouParams<THit>,
): Promise<RecommendationsResponse<Recommendation<THit>>> {
  return recommend('getRecommendedForYou', buildRecommendedForYouRequests(params), params)
}
