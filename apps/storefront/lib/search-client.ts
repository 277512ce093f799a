import 'server-only'
import { recommendClient, type RecommendClient } from '@algolia/recommend'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { getConfig, type SearchConfig } from './config'

/** The v5 `hosts` option for a custom host, or nothing for Algolia's own hosts. */
export function toClientOptions(config: SearchConfig) {
  if (!config.host) return undefined
  return { hosts: [{ ...config.host, accept: 'readWrite' as const }] }
}

let clients: { search: Algoliasearch; recommend: RecommendClient } | undefined

function getClients() {
  if (!clients) {
    const config = getConfig()
    const options = toClientOptions(config)
    clients = {
      search: algoliasearch(config.appId, config.searchApiKey, options),
      recommend: recommendClient(config.appId, config.searchApiKey, options),
    }
  }
  return clients
}

/** The server's v5 search client, with the search-only key. */
export function getSearchClient(): Algoliasearch {
  return getClients().search
}

/** The server's v5 recommend client, with the search-only key. */
export function getRecommendClient(): RecommendClient {
  return getClients().recommend
}

/** Whether the provider answered 404 (unknown object or index). */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof Error && 'status' in error && (error as { status: unknown }).status === 404
  )
}
