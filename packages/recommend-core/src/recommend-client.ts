import { RecommendInputError } from './recommend-error'

/** The provider's answer body, loosely typed so every official client fits. */
export interface RecommendResponseBody {
  results: readonly { hits: readonly object[]; queryID?: string | undefined }[]
}

/**
 * A client method as seen from here. Its parameter is `never` on purpose: the official clients
 * type their requests as stricter unions, and the requests sent are built and validated here,
 * so any client method with the right answer shape fits.
 */
type ClientMethod = (payload: never) => PromiseLike<RecommendResponseBody>

/**
 * A v5 client with `getRecommendations({ requests })`: `recommendClient()` from
 * `@algolia/recommend` 5 or `liteClient()` from `algoliasearch/lite` 5.
 */
export interface RecommendClientV5 {
  getRecommendations: ClientMethod
}

/**
 * The full `algoliasearch()` client of `algoliasearch` 5: it has no recommendation method of its
 * own, so each call goes through a recommend client from its `initRecommend()` (which does not
 * inherit custom `hosts`: pass `client.initRecommend({ options })` itself then, made once).
 */
export interface AlgoliasearchClient {
  initRecommend: () => RecommendClientV5
}

/** The v4 client (`recommend()` from `@algolia/recommend` 4): one method per model. */
export interface RecommendClientV4 {
  getRelatedProducts: ClientMethod
  getFrequentlyBoughtTogether: ClientMethod
  getLookingSimilar: ClientMethod
  getTrendingItems: ClientMethod
  getTrendingFacets: ClientMethod
  getRecommendedForYou: ClientMethod
}

/** Every client the call functions accept. It is passed in, never created here. */
export type RecommendClient = RecommendClientV5 | AlgoliasearchClient | RecommendClientV4

/** Name of a v4 per-model method. */
export type RecommendClientV4Method = keyof RecommendClientV4

/** Sends one request list and resolves the provider's answer. */
export type Send = (payload: unknown) => PromiseLike<RecommendResponseBody>
type AnyClient = Partial<Record<string, Send>> & { initRecommend?: () => AnyClient }

/**
 * The function that sends a request list through `client`: its v4 per-model method, its v5
 * `getRecommendations({ requests })`, or that of the recommend client `initRecommend()` makes.
 * Throws a `RecommendInputError` (`INVALID_CLIENT`) when it has none of them.
 */
export function toSender(client: unknown, v4Method: RecommendClientV4Method): Send {
  const any = client as AnyClient | undefined
  const v4 = any?.[v4Method]
  if (typeof v4 === 'function') return (requests) => v4.call(any, requests)
  const v5 = typeof any?.initRecommend === 'function' ? any.initRecommend() : any
  if (typeof v5?.getRecommendations === 'function') {
    return (requests) => v5.getRecommendations!({ requests })
  }
  throw new RecommendInputError('INVALID_CLIENT', 'recommendClient', client)
}
