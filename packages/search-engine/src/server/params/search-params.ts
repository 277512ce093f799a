import { setOwn } from '../../core/own-keys'
import type { SearchParams } from '../../core/types'
import { badRequest } from '../http-error'
import { getValidators } from '../spec/validators'
import { coerceJson, coerceText, type TypeMap } from './coerce'
import { parseUrlEncoded } from './url-encoded'

/** Keys of a multi-query entry (or of a facet / browse request) that are not search parameters. */
export const QUERY_META_KEYS = [
  'indexName',
  'type',
  'facet',
  'facetQuery',
  'maxFacetHits',
  'extensions',
  'cursor',
] as const

/** Value of a non-search key found next to (or inside) the search parameters. */
export type QueryMeta = Partial<Record<(typeof QUERY_META_KEYS)[number], unknown>>

/** Search parameters decoded from any of the three encodings, plus the non-search keys. */
export interface DecodedSearch {
  params: SearchParams
  meta: QueryMeta
}

const META = new Set<string>(QUERY_META_KEYS)
let searchTypes: TypeMap | undefined

/** JSON types of every search parameter, from the spec's `searchParamsObject`. */
export function getSearchParamTypes(): TypeMap {
  searchTypes ??= getValidators('search').propertyTypes('searchParamsObject')
  return searchTypes
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Decodes a v4 `params` string into typed values (JSON arrays, lists, booleans, numbers). */
export function decodeParamsString(text: string): Record<string, unknown> {
  const types = getSearchParamTypes()
  const out: Record<string, unknown> = {}
  for (const [key, value] of parseUrlEncoded(text)) {
    // Transport keys (agent, credentials, request id) are not search parameters.
    if (key.toLowerCase().startsWith('x-algolia-')) continue
    setOwn(out, key, coerceText(value, types.get(key)))
  }
  return out
}

function knownKeysOnly(params: Record<string, unknown>): Record<string, unknown> {
  const types = getSearchParamTypes()
  return Object.fromEntries(Object.entries(params).filter(([k]) => types.has(k) || META.has(k)))
}

/**
 * Turns a request body (v5 flat object, InstantSearch `params` object, or v4 `params` string,
 * merged with top-level keys, which win) into validated search parameters. `where` prefixes error
 * messages (for example `requests[2]`). Throws a 400 {@link HttpError} for wrong types or unknown
 * parameter names.
 */
export function decodeSearch(
  body: unknown,
  where = '',
  options: { ignoreUnknownInString?: boolean } = {},
): DecodedSearch {
  const prefix = where ? `${where}: ` : ''
  if (body === undefined || body === null) return { params: {}, meta: {} }
  if (!isPlainObject(body)) throw badRequest(`${prefix}search parameters must be a JSON object`)
  const { params: inner, ...top } = body
  let base: Record<string, unknown> = {}
  if (typeof inner === 'string') {
    base = decodeParamsString(inner)
    // Browse accepts (and ignores) keys it does not know inside a v4 params string.
    if (options.ignoreUnknownInString) base = knownKeysOnly(base)
  } else if (isPlainObject(inner)) base = inner
  else if (inner !== undefined) throw badRequest(`${prefix}params must be a string or an object`)

  const types = getSearchParamTypes()
  const params: Record<string, unknown> = {}
  const meta: QueryMeta = {}
  for (const [key, value] of Object.entries({ ...base, ...top })) {
    if (META.has(key)) meta[key as keyof QueryMeta] = value
    // Own properties only: a `__proto__` key is an unknown parameter (400), not a prototype.
    else setOwn(params, key, coerceJson(value, types.get(key)))
  }
  // The spec's minimum is 1, but InstantSearch sends 0 for facet-only queries and the hosted API
  // accepts it (ALGOLIA_API.md 2.3).
  const checked = params.hitsPerPage === 0 ? { ...params, hitsPerPage: 1 } : params
  const error = getValidators('search').schema('searchParamsObject')(checked)
  if (error) throw badRequest(prefix + error)
  return { params: params as SearchParams, meta }
}
