import 'server-only'
import { recommendClient, type RecommendClient } from '@algolia/recommend'
import { algoliasearch, type Algoliasearch } from 'algoliasearch'
import { getConfig, type SearchConfig } from './config'

/**
 * Timeouts with a single custom host (the embedded engine). The client's Node defaults (connect
 * 2 s, read 5 s) are there to fail over between Algolia's hosts; with one host there is nothing
 * to fail over to, and under a burst of pages this process reads answers late, so the defaults
 * cut answers that had arrived. The pages' own budgets (`withinProviderBudget`) decide when a
 * section or a listing gives up.
 */
export const SINGLE_HOST_TIMEOUTS = { connect: 10_000, read: 15_000, write: 30_000 }

/** The v5 client options for a custom host, or nothing for Algolia's own hosts. */
export function toClientOptions(config: SearchConfig) {
  if (!config.host) return undefined
  return {
    hosts: [{ ...config.host, accept: 'readWrite' as const }],
    timeouts: SINGLE_HOST_TIMEOUTS,
  }
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
