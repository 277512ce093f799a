/**
 * The one module that reads the storefront's search configuration from the environment.
 *
 * Unset: the embedded engine (`vitrine-search`) on 127.0.0.1:4710; its application ID and
 * search-only key come from `VITRINE_APP_ID` / `VITRINE_SEARCH_KEY` (the engine generates its keys
 * per data directory; `pnpm start` passes the search key on, the e2e suite sets both sides).
 * Set: all three `NEXT_PUBLIC_ALGOLIA_*` variables select an Algolia application; the optional
 * `ALGOLIA_HOST` points the clients at a custom host (the embedded engine elsewhere, a proxy).
 * Values are read at request time on the server (never inlined at build time) and handed to
 * the browser as props, so one build runs against any backend.
 */

import type { SearchHost } from './search-host'

export { hostOrigin, type SearchHost } from './search-host'

/** Everything the app needs to reach the search provider; safe to send to the browser. */
export interface SearchConfig {
  /** `embedded` when no Algolia variable is set. */
  mode: 'embedded' | 'algolia'
  appId: string
  /** Search-only API key (the only key the app ever holds). */
  searchApiKey: string
  indexName: string
  /** Custom host; `undefined` means Algolia's own hosts. */
  host: SearchHost | undefined
  /**
   * Query Suggestions index read by the autocomplete and the no-results page; `undefined`
   * turns query suggestions off. `NEXT_PUBLIC_ALGOLIA_SUGGESTIONS_INDEX`; the embedded engine's
   * demo index by default (a hosted application names its own).
   */
  suggestionsIndexName: string | undefined
}

/**
 * The embedded engine's application. The search key is a placeholder for when `VITRINE_SEARCH_KEY`
 * is unset: an engine with generated keys refuses it.
 */
export const EMBEDDED_DEFAULTS = {
  appId: 'VITRINE',
  searchApiKey: 'vitrine-local-search-key',
  indexName: 'products',
  host: 'http://127.0.0.1:4710',
  suggestionsIndexName: 'products_query_suggestions',
} as const

const SUGGESTIONS_VAR = 'NEXT_PUBLIC_ALGOLIA_SUGGESTIONS_INDEX'

/** Keys that grant write access and must never reach the browser. */
const KNOWN_ADMIN_KEYS = ['vitrine-local-admin-key']

const HOSTED_VARS = [
  'NEXT_PUBLIC_ALGOLIA_APP_ID',
  'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY',
  'NEXT_PUBLIC_ALGOLIA_INDEX',
] as const

type Env = Readonly<Record<string, string | undefined>>

/** Thrown at start-up when the environment is incomplete or contradictory. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** Parses `host:port`, `http://host:port` or `https://host` into a client host. */
export function parseSearchHost(raw: string): SearchHost {
  const withProtocol = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`
  let parsed: URL
  try {
    parsed = new URL(withProtocol)
  } catch {
    throw new ConfigError(
      `ALGOLIA_HOST="${raw}" is not a host. Set it to host:port or http(s)://host:port, e.g. 127.0.0.1:4710.`,
    )
  }
  const protocol = parsed.protocol.slice(0, -1)
  if (protocol !== 'http' && protocol !== 'https') {
    throw new ConfigError(`ALGOLIA_HOST="${raw}" must use http or https.`)
  }
  if ((parsed.pathname !== '/' && parsed.pathname !== '') || parsed.search || parsed.username) {
    throw new ConfigError(`ALGOLIA_HOST="${raw}" must be a bare host (no path, query or user).`)
  }
  const host: SearchHost = { protocol, url: parsed.hostname }
  if (parsed.port) host.port = Number(parsed.port)
  return host
}

// Admin keys live only in the importer and the engine, so the app cannot compare against the
// operator's real one; it refuses the embedded engine's well-known local admin key.
function checkSearchKey(key: string, env: Env): void {
  const adminKey = read(env, 'VITRINE_ADMIN_KEY')
  if (KNOWN_ADMIN_KEYS.includes(key) || key === adminKey) {
    throw new ConfigError(
      'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY is an admin key; it would be sent to every browser. ' +
        'Set it to a search-only API key.',
    )
  }
}

function resolveHosted(env: Env, hostRaw: string | undefined): SearchConfig {
  const [appId, searchApiKey, indexName] = HOSTED_VARS.map((name) => read(env, name) as string)
  const host = hostRaw ? parseSearchHost(hostRaw) : undefined
  checkSearchKey(searchApiKey as string, env)
  const embeddedOnly =
    appId === EMBEDDED_DEFAULTS.appId || searchApiKey === EMBEDDED_DEFAULTS.searchApiKey
  if (!host && embeddedOnly) {
    throw new ConfigError(
      'NEXT_PUBLIC_ALGOLIA_APP_ID / NEXT_PUBLIC_ALGOLIA_SEARCH_KEY name the embedded engine, ' +
        'but no ALGOLIA_HOST is set, so the app would call Algolia. Set ALGOLIA_HOST to the ' +
        "engine's host (e.g. 127.0.0.1:4710), or use your Algolia application's values.",
    )
  }
  return {
    mode: 'algolia',
    appId: appId as string,
    searchApiKey: searchApiKey as string,
    indexName: indexName as string,
    host,
    suggestionsIndexName: read(env, SUGGESTIONS_VAR),
  }
}

/**
 * Resolves and validates the configuration from an environment.
 *
 * @throws ConfigError naming the variables to set when they are partial or contradictory.
 * @example
 * resolveConfig({}) // embedded engine on 127.0.0.1:4710
 * resolveConfig({ NEXT_PUBLIC_ALGOLIA_APP_ID: 'ABC', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'k', NEXT_PUBLIC_ALGOLIA_INDEX: 'products' })
 */
export function resolveConfig(env: Env): SearchConfig {
  const hostRaw = read(env, 'ALGOLIA_HOST')
  const present = HOSTED_VARS.filter((name) => read(env, name) !== undefined)
  if (present.length === HOSTED_VARS.length) return resolveHosted(env, hostRaw)
  if (present.length > 0) {
    const missing = HOSTED_VARS.filter((name) => !present.includes(name))
    throw new ConfigError(
      `Incomplete Algolia configuration: ${present.join(', ')} set but ${missing.join(', ')} missing. ` +
        `Set all of ${HOSTED_VARS.join(', ')} to use Algolia, or none of them to use the embedded engine.`,
    )
  }
  const searchApiKey = read(env, 'VITRINE_SEARCH_KEY') ?? EMBEDDED_DEFAULTS.searchApiKey
  checkSearchKey(searchApiKey, env)
  return {
    mode: 'embedded',
    appId: read(env, 'VITRINE_APP_ID') ?? EMBEDDED_DEFAULTS.appId,
    searchApiKey,
    indexName: EMBEDDED_DEFAULTS.indexName,
    host: parseSearchHost(hostRaw ?? EMBEDDED_DEFAULTS.host),
    suggestionsIndexName: read(env, SUGGESTIONS_VAR) ?? EMBEDDED_DEFAULTS.suggestionsIndexName,
  }
}

let cached: SearchConfig | undefined

/**
 * The configuration of this server process, read from `process.env` at run time.
 * Server code only: the browser receives it as props.
 */
export function getConfig(): SearchConfig {
  if (typeof window !== 'undefined') {
    throw new Error(
      'getConfig() runs on the server; pass the config to client components as props.',
    )
  }
  // Dynamic property reads: the bundler cannot inline NEXT_PUBLIC_* values at build time.
  cached ??= resolveConfig(process.env)
  return cached
}
