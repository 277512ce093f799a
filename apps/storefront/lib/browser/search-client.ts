import type { LiteClient } from 'algoliasearch/lite'
import type * as LiteClientCode from 'algoliasearch/lite'
import type { ClientConfig } from '../client-config'
import { deferredImport, type TrackedPromise } from '../deferred-import'

/**
 * The lite client's code, fetched by whichever part of the page searches first and then shared:
 * imported statically by each part whose code loads after the page (the header's autocomplete,
 * the listing, the product page's rails), the bundler copied it into each part's chunk, and a
 * page loading two of them fetched it twice.
 */
export const loadSearchClientCode = deferredImport(() => import('algoliasearch/lite'))

/** What the page's searching parts call on the client: search and recommendations. */
export type BrowserSearchClient = Pick<LiteClient, 'search' | 'getRecommendations'>

const clients = new Map<string, LiteClient>()
const browserClients = new Map<string, BrowserSearchClient>()
const listingClients = new WeakMap<LiteClient, LiteClient>()

function keyOf(config: ClientConfig): string {
  return [config.appId, config.searchApiKey, JSON.stringify(config.host ?? null)].join('|')
}

/** The lite client of a config, one per config; its code must have loaded. */
function sharedClient(config: ClientConfig): LiteClient {
  const code = loadSearchClientCode() as TrackedPromise<typeof LiteClientCode>
  if (code.status !== 'fulfilled' || !code.value)
    throw new Error('The search client is used before its code has loaded (loadSearchClientCode)')
  const key = keyOf(config)
  let client = clients.get(key)
  if (!client) {
    const hosts = config.host ? [{ ...config.host, accept: 'readWrite' as const }] : undefined
    client = code.value.liteClient(config.appId, config.searchApiKey, hosts ? { hosts } : undefined)
    clients.set(key, client)
  }
  return client
}

/**
 * The browser's search client (search and recommendations, search-only key), one per config so
 * its response cache is shared by every list on the page. Usable at once: a call made before
 * the client's code has arrived fetches it first.
 */
export function getBrowserSearchClient(config: ClientConfig): BrowserSearchClient {
  const key = keyOf(config)
  let client = browserClients.get(key)
  if (!client) {
    client = {
      search: ((...args: Parameters<LiteClient['search']>) =>
        loadSearchClientCode().then(() =>
          sharedClient(config).search(...args),
        )) as LiteClient['search'],
      getRecommendations: ((...args: Parameters<LiteClient['getRecommendations']>) =>
        loadSearchClientCode().then(() =>
          sharedClient(config).getRecommendations(...args),
        )) as LiteClient['getRecommendations'],
    }
    browserClients.set(key, client)
  }
  return client
}

/**
 * The client to hand to InstantSearch, once `loadSearchClientCode` has resolved: a view of the
 * shared client (same transport and response cache) whose own properties InstantSearch may
 * overwrite. Hydrating from the server's results replaces the client's `search` with one that
 * only understands the legacy `[{ indexName, params }]` form; on the shared client that broke
 * every `search({ requests })` caller on the page, such as the header's product suggestions.
 */
export function getListingSearchClient(config: ClientConfig): LiteClient {
  const shared = sharedClient(config)
  let client = listingClients.get(shared)
  if (!client) {
    client = Object.create(shared) as LiteClient
    listingClients.set(shared, client)
  }
  return client
}
