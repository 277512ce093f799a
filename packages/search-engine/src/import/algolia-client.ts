import { algoliasearch, type SearchClient } from 'algoliasearch'

/** Credentials and (optionally) the host of an Algolia application. */
export interface AlgoliaTargetConfig {
  appId: string
  apiKey: string
  /** `http://host:port` or `host:port`; the default hosts of the application when absent. */
  host?: string
}

/**
 * The Algolia application to push to, from `ALGOLIA_APP_ID` + `ALGOLIA_ADMIN_KEY` (and, for tests
 * or proxies, `ALGOLIA_HOST`); `undefined` when they are not set.
 */
export function algoliaFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): AlgoliaTargetConfig | undefined {
  const appId = env.ALGOLIA_APP_ID
  const apiKey = env.ALGOLIA_ADMIN_KEY
  if (!appId || !apiKey) return undefined
  return { appId, apiKey, ...(env.ALGOLIA_HOST && { host: env.ALGOLIA_HOST }) }
}

/** Builds an official v5 search client for the application, on a custom host if given. */
export function createAlgoliaClient(config: AlgoliaTargetConfig): SearchClient {
  if (!config.host) return algoliasearch(config.appId, config.apiKey)
  const url = new URL(config.host.includes('://') ? config.host : `https://${config.host}`)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return algoliasearch(config.appId, config.apiKey, {
    hosts: [{ url: url.host, protocol, accept: 'readWrite' }],
  })
}
