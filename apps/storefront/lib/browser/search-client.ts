import { liteClient, type LiteClient } from 'algoliasearch/lite'
import type { ClientConfig } from '../client-config'

const clients = new Map<string, LiteClient>()
const listingClients = new WeakMap<LiteClient, LiteClient>()

/**
 * The browser's lite client (search and recommendations, search-only key), one per config so
 * its response cache is shared by every list on the page.
 */
export function getBrowserSearchClient(config: ClientConfig): LiteClient {
  const key = [config.appId, config.searchApiKey, JSON.stringify(config.host ?? null)].join('|')
  let client = clients.get(key)
  if (!client) {
    const hosts = config.host ? [{ ...config.host, accept: 'readWrite' as const }] : undefined
    client = liteClient(config.appId, config.searchApiKey, hosts ? { hosts } : undefined)
    clients.set(key, client)
  }
  return client
}

/**
 * The client to hand to InstantSearch: a view of the shared client (same transport and response
 * cache) whose own properties InstantSearch may overwrite. Hydrating from the server's results
 * replaces the client's `search` with one that only understands the legacy `[{ indexName,
 * params }]` form; on the shared client that broke every `search({ requests })` caller on the
 * page, such as the header's product suggestions.
 */
export function getListingSearchClient(config: ClientConfig): LiteClient {
  const shared = getBrowserSearchClient(config)
  let client = listingClients.get(shared)
  if (!client) {
    client = Object.create(shared) as LiteClient
    listingClients.set(shared, client)
  }
  return client
}
