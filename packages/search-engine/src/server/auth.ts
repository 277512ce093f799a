import { timingSafeEqual } from 'node:crypto'
import type { ServerConfig } from '../config'
import type { Acl, KeyKind } from './types'

/** ACLs of the search-only key, as on a hosted application's default search key. */
export const SEARCH_KEY_ACLS: ReadonlySet<Acl> = new Set(['search'])

/** Credentials found on a request. */
export interface Credentials {
  appId: string | undefined
  apiKey: string | undefined
}

const APP_ID = 'x-algolia-application-id'
const API_KEY = 'x-algolia-api-key'

/**
 * Reads the application ID and API key from the headers or, failing that and when `fromQuery`
 * allows it, from the query string (browser builds and search-insights), matching names in any
 * letter case. Only search-key routes read the query string: a key there needs no preflight, so a
 * foreign page's plain form POST could otherwise carry it.
 */
export function readCredentials(
  header: (name: string) => string | undefined,
  query: ReadonlyMap<string, string>,
  fromQuery = true,
): Credentials {
  let appId = header(APP_ID)
  let apiKey = header(API_KEY)
  if (fromQuery && (appId === undefined || apiKey === undefined)) {
    for (const [name, value] of query) {
      const lower = name.toLowerCase()
      if (lower === APP_ID) appId ??= value
      else if (lower === API_KEY) apiKey ??= value
    }
  }
  return { appId, apiKey }
}

/** Constant-time comparison of two texts. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Which configured key the credentials match, or `undefined` when they match none. */
export function authenticate(config: ServerConfig, credentials: Credentials): KeyKind | undefined {
  const { appId, apiKey } = credentials
  if (!appId || !apiKey || !sameText(appId, config.appId)) {
    return undefined
  }
  if (sameText(apiKey, config.adminKey)) return 'admin'
  if (sameText(apiKey, config.searchKey)) return 'search'
  return undefined
}

/** Whether a key of this kind holds the ACL. */
export function hasAcl(kind: KeyKind, acl: Acl): boolean {
  return kind === 'admin' || SEARCH_KEY_ACLS.has(acl)
}
