import { liteClient, type LiteClient } from 'algoliasearch/lite'
import type { ClientConfig } from '../client-config'

const clients = new Map<string, LiteClient>()

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
