import type { RecommendRequest, RecommendResult } from './types'

/** The provider's answer body, loosely typed so both official clients fit. */
export interface RecommendResponseBody {
  results: readonly { hits: readonly object[]; queryID?: string }[]
}

/**
 * A client method as seen from here. Its parameter is `never` on purpose: the official clients
 * type their requests as stricter unions, and the requests sent are built and validated here,
 * so any client method with the right answer shape fits.
 */
type ClientMethod = (payload: never) => PromiseLike<RecommendResponseBody>

/** The v5 client (`@algolia/recommend` 5, `algoliasearch` 5 and its lite client). */
export interface RecommendClientV5 {
  /** Called as `getRecommendations({ requests })`. */
  getRecommendations: ClientMethod
}

/** The v4 client (`@algolia/recommend` 4): one method per model, each called with `requests`. */
export interface RecommendClientV4 {
  getRelatedProducts?: ClientMethod
  getFrequentlyBoughtTogether?: ClientMethod
  getLookingSimilar?: ClientMethod
  getTrendingItems?: ClientMethod
  getTrendingFacets?: ClientMethod
  getRecommendedForYou?: ClientMethod
}

/** Any client the call functions accept. It is passed in, never created here. */
export type RecommendClient = RecommendClientV5 | RecommendClientV4

type Send = (payload: unknown) => PromiseLike<RecommendResponseBody>

/**
 * Sends all `requests` in one round trip: through the v4 per-model method (`v4Method`) when the
 * client has it, else through the v5 `getRecommendations({ requests })`.
 */
export async function sendRecommendRequests<THit>(
  client: RecommendClient,
  v4Method: keyof RecommendClientV4,
  requests: RecommendRequest[],
): Promise<RecommendResult<THit>[]> {
  const v4 = (client as RecommendClientV4)[v4Method] as Send | undefined
  const body = await (v4
    ? v4.call(client, requests)
    : ((client as RecommendClientV5).getRecommendations as Send).call(client, { requests }))
  return body.results as RecommendResult<THit>[]
}
