import { createHmac, timingSafeEqual } from 'node:crypto'
import { getValidators } from './spec/validators'
import { coerceText } from './params/coerce'
import { getSearchParamTypes } from './params/search-params'
import { parseUrlEncoded } from './params/url-encoded'
import { parseFilters } from '../core/filters/parse'
import { parseSources, type SourceList } from './secured-sources'

// A secured API key (Algolia's `generateSecuredApiKey`) is base64 of the hex HMAC-SHA256 of a
// query string, keyed with the parent key, followed by that query string. The query string holds
// restrictions (`validUntil`, `restrictIndices`, `restrictSources`, `userToken`) and search
// parameters (`filters` among them) applied to every request made with the key.

/** Longest secured key accepted, in characters (Algolia warns past 500). */
export const MAX_SECURED_KEY_LENGTH = 16_384

const HEX_LENGTH = 64
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const HEX = /^[0-9a-f]{64}$/
// Percent-encoded, as the clients write it: printable ASCII only.
const QUERY_TEXT = /^[\x21-\x7e]+$/
const RESTRICTIONS = new Set(['validUntil', 'restrictIndices', 'restrictSources', 'userToken'])

/** What a verified secured key allows and imposes. */
export interface SecuredKey {
  /** Seconds since the epoch after which the key is refused. */
  validUntil?: number
  /** Index names or `*` patterns the key may search. */
  restrictIndices?: readonly string[]
  /** Networks the key may be used from. */
  restrictSources?: SourceList
  /** Applied as the search's user token (analytics, personalization). */
  userToken?: string
  /** Search parameters applied to every search, over the request's (`filters` is ANDed). */
  params: Record<string, unknown>
}

function sameHmac(expected: Buffer, given: Buffer): boolean {
  return expected.length === given.length && timingSafeEqual(expected, given)
}

function decodeBase64(key: string): string | undefined {
  if (key.length > MAX_SECURED_KEY_LENGTH || key.length % 4 !== 0 || !BASE64.test(key)) {
    return undefined
  }
  const bytes = Buffer.from(key, 'base64')
  // Only ASCII can follow the HMAC; anything else is not a key a client wrote.
  for (const byte of bytes) if (byte < 0x21 || byte > 0x7e) return undefined
  return bytes.toString('latin1')
}

function readParams(pairs: Map<string, string>): SecuredKey | undefined {
  const types = getSearchParamTypes()
  const params: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  const key: SecuredKey = { params }
  for (const [name, value] of pairs) {
    if (RESTRICTIONS.has(name)) continue
    // Only search parameters; `__proto__`, `constructor` or any other name is not a key we wrote.
    if (!types.has(name)) return undefined
    params[name] = coerceText(value, types.get(name))
  }
  const userToken = pairs.get('userToken')
  const checked = userToken === undefined ? { ...params } : { ...params, userToken }
  if (getValidators('search').schema('searchParamsObject')(checked)) return undefined
  if (typeof params.filters === 'string') {
    try {
      parseFilters(params.filters)
    } catch {
      return undefined
    }
  }
  key.params = { ...params }
  const validUntil = pairs.get('validUntil')
  if (validUntil !== undefined) {
    if (!/^\d{1,15}$/.test(validUntil)) return undefined
    key.validUntil = Number(validUntil)
  }
  const indices = pairs.get('restrictIndices')
  if (indices !== undefined) {
    const list = indices.split(',').map((name) => name.trim())
    if (list.some((name) => name === '')) return undefined
    key.restrictIndices = list
  }
  const sources = pairs.get('restrictSources')
  if (sources !== undefined) {
    const list = parseSources(sources)
    if (!list) return undefined
    key.restrictSources = list
  }
  if (userToken !== undefined) {
    if (userToken === '') return undefined
    key.userToken = userToken
  }
  return key
}

/**
 * The restrictions of `apiKey` when it is a secured key derived from one of `parents` (keys that
 * may have children: never the admin key), or `undefined` for anything else: bad base64, a wrong
 * HMAC, a query string that is not one a client writes, no restriction at all (Algolia refuses a
 * secured key with its parent's restrictions), unknown or invalid parameters.
 */
export function verifySecuredKey(
  apiKey: string,
  parents: readonly string[],
): SecuredKey | undefined {
  const text = decodeBase64(apiKey)
  if (text === undefined || text.length <= HEX_LENGTH) return undefined
  const hmac = text.slice(0, HEX_LENGTH)
  const query = text.slice(HEX_LENGTH)
  if (!HEX.test(hmac) || !QUERY_TEXT.test(query)) return undefined
  const given = Buffer.from(hmac, 'latin1')
  let verified = false
  for (const parent of parents) {
    const expected = Buffer.from(createHmac('sha256', parent).update(query).digest('hex'), 'latin1')
    // Every parent is tried: the time taken does not tell which one matched.
    if (sameHmac(expected, given)) verified = true
  }
  if (!verified) return undefined
  try {
    return readParams(parseUrlEncoded(query))
  } catch {
    // A value the coercion refuses (a JSON value nested too deep) makes the key invalid.
    return undefined
  }
}
