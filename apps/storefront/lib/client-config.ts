import type { SearchConfig } from './config'
import type { SearchHost } from './search-host'

/** What the browser receives from the server: the search-only credentials and the shopper's token. */
export interface ClientConfig {
  appId: string
  searchApiKey: string
  indexName: string
  host?: SearchHost
  /** Query Suggestions index; absent when query suggestions are off. */
  suggestionsIndexName?: string
  /** Anonymous insights user token from the first-party cookie. */
  userToken: string
}

/** Picks the browser-safe fields (never an admin key: the config holds none). */
export function toClientConfig(config: SearchConfig, userToken: string): ClientConfig {
  const client: ClientConfig = {
    appId: config.appId,
    searchApiKey: config.searchApiKey,
    indexName: config.indexName,
    userToken,
  }
  if (config.host) client.host = config.host
  if (config.suggestionsIndexName) client.suggestionsIndexName = config.suggestionsIndexName
  return client
}
