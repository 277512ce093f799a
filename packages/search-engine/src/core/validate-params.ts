import { EngineError } from './errors'
import { geoSizeError, isBoundingBoxes, isLatLng, isPolygons, isPrecision } from './geo-params'
import { ownValue } from './own-keys'
import { validateSettings } from './settings'

/** Longest `query` accepted, in UTF-8 bytes (Algolia's limit). */
export const MAX_QUERY_BYTES = 512

/**
 * Longest highlight tag or snippet ellipsis a search may ask for, in characters (ours: the
 * contract states none). Each is copied around every highlighted word of up to 1,000 hits, so
 * its length multiplies the answer's size: 400,000 characters ran a server out of memory.
 */
export const MAX_TAG_CHARS = 128

/**
 * Most attribute names a search may list in one parameter (ours: the contract states none). Each
 * name is looked up in every hit: 50,000 names with 1,000 hits held a core for 22 to 74 s.
 */
export const MAX_ATTRIBUTE_NAMES = 1000

/**
 * Most rule contexts a search may send: Algolia's documented limit ("You can pass up to 10
 * contexts in a single query"; its engine answers an error above it, which InstantSearch's
 * queryRuleContext avoids by sending the first 10).
 */
export const MAX_RULE_CONTEXTS = 10

/**
 * Longest rule context, in UTF-8 bytes: the spec's bound on any search parameter value ("must not
 * be larger than 512 bytes"). Algolia's contexts hold letters, digits, `-` and `_` only.
 */
export const MAX_RULE_CONTEXT_BYTES = 512

function ruleContextsError(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined
  if (value.length > MAX_RULE_CONTEXTS) {
    return `Invalid search parameter ruleContexts: at most ${MAX_RULE_CONTEXTS} contexts`
  }
  for (const context of value) {
    if (typeof context === 'string' && Buffer.byteLength(context) > MAX_RULE_CONTEXT_BYTES) {
      return `Invalid search parameter ruleContexts: a context holds at most ${MAX_RULE_CONTEXT_BYTES} bytes`
    }
  }
  return undefined
}

/** Parameters that list attribute names, bounded by {@link MAX_ATTRIBUTE_NAMES}. */
const ATTRIBUTE_LISTS = [
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'restrictSearchableAttributes',
  'disableTypoToleranceOnAttributes',
  'disableExactOnAttributes',
  'responseFields',
  'facets',
]

/**
 * The message of a 400 for the first parameter of {@link ATTRIBUTE_LISTS} holding more than
 * {@link MAX_ATTRIBUTE_NAMES} names, or `undefined`. Recommend checks its `queryParameters` and
 * `fallbackParameters` with it too (it reads their lists itself).
 */
export function attributeListError(params: Record<string, unknown>): string | undefined {
  for (const key of ATTRIBUTE_LISTS) {
    const value = ownValue(params, key)
    if (Array.isArray(value) && value.length > MAX_ATTRIBUTE_NAMES) {
      return `Invalid search parameter ${key}: at most ${MAX_ATTRIBUTE_NAMES} attribute names`
    }
  }
  return undefined
}

type Check = (value: unknown) => boolean

const isString: Check = (v) => typeof v === 'string'
const isBoolean: Check = (v) => typeof v === 'boolean'
const isInteger: Check = (v) => typeof v === 'number' && Number.isInteger(v)
const isTag: Check = (v) => isString(v) && (v as string).length <= MAX_TAG_CHARS
const isStringArray: Check = (v) => Array.isArray(v) && v.every(isString)
const isNested: Check = (v) =>
  typeof v === 'string' || (Array.isArray(v) && v.every((item) => isString(item) || isNested(item)))
const oneOf =
  (...checks: Check[]): Check =>
  (v) =>
    checks.some((check) => check(v))
const isEnum =
  (...values: unknown[]): Check =>
  (v) =>
    values.includes(v)

/** Types of the parameters the engine reads (other spec parameters are stored, not read). */
const CHECKS: Record<string, [Check, string]> = {
  query: [isString, 'a string'],
  filters: [isString, 'a string'],
  facetFilters: [isNested, 'a string or (nested) array of strings'],
  numericFilters: [isNested, 'a string or (nested) array of strings'],
  tagFilters: [isNested, 'a string or (nested) array of strings'],
  optionalFilters: [isNested, 'a string or (nested) array of strings'],
  facets: [oneOf(isString, isStringArray), 'a string or an array of strings'],
  restrictSearchableAttributes: [isStringArray, 'an array of strings'],
  page: [(v) => isInteger(v) && (v as number) >= 0, 'an integer >= 0'],
  offset: [(v) => isInteger(v) && (v as number) >= 0, 'an integer >= 0'],
  length: [
    (v) => isInteger(v) && (v as number) >= 0 && (v as number) <= 1000,
    'an integer from 0 to 1000',
  ],
  highlightPreTag: [isTag, `a string of at most ${MAX_TAG_CHARS} characters`],
  highlightPostTag: [isTag, `a string of at most ${MAX_TAG_CHARS} characters`],
  snippetEllipsisText: [isTag, `a string of at most ${MAX_TAG_CHARS} characters`],
  typoTolerance: [
    oneOf(isBoolean, isEnum('true', 'false', 'min', 'strict')),
    'a boolean, "min" or "strict"',
  ],
  queryType: [
    isEnum('prefixLast', 'prefixAll', 'prefixNone'),
    'prefixLast, prefixAll or prefixNone',
  ],
  removeWordsIfNoResults: [
    isEnum('none', 'lastWords', 'firstWords', 'allOptional'),
    'none, lastWords, firstWords or allOptional',
  ],
  optionalWords: [
    oneOf(isString, isStringArray, (v) => v === null),
    'a string or an array of strings',
  ],
  distinct: [
    oneOf(isBoolean, (v) => isInteger(v) && (v as number) >= 0 && (v as number) <= 4),
    'a boolean or 0..4',
  ],
  sortFacetValuesBy: [isEnum('count', 'alpha'), 'count or alpha'],
  exactOnSingleWordQuery: [isEnum('attribute', 'none', 'word'), 'attribute, none or word'],
  alternativesAsExact: [
    (v) =>
      Array.isArray(v) &&
      v.every(
        isEnum('ignorePlurals', 'singleWordSynonym', 'multiWordsSynonym', 'ignoreConjugations'),
      ),
    'an array of ignorePlurals, singleWordSynonym, multiWordsSynonym, ignoreConjugations',
  ],
  advancedSyntaxFeatures: [
    (v) => Array.isArray(v) && v.every(isEnum('exactPhrase', 'excludeWords')),
    'an array of exactPhrase, excludeWords',
  ],
  userToken: [isString, 'a string'],
  clickAnalytics: [isBoolean, 'a boolean'],
  getRankingInfo: [isBoolean, 'a boolean'],
  enablePersonalization: [isBoolean, 'a boolean'],
  sumOrFiltersScores: [isBoolean, 'a boolean'],
  allowTyposOnNumericTokens: [isBoolean, 'a boolean'],
  restrictHighlightAndSnippetArrays: [isBoolean, 'a boolean'],
  responseFields: [isStringArray, 'an array of strings'],
  disableTypoToleranceOnWords: [isStringArray, 'an array of strings'],
  ruleContexts: [isStringArray, 'an array of strings'],
  attributeForDistinct: [isString, 'a string'],
  cursor: [isString, 'a string'],
  facetQuery: [isString, 'a string'],
  maxFacetHits: [
    (v) => isInteger(v) && (v as number) >= 1 && (v as number) <= 100,
    'an integer from 1 to 100',
  ],
  aroundLatLng: [isLatLng, 'a latitude and a longitude separated by a comma'],
  insideBoundingBox: [isBoundingBoxes, 'groups of 4 numbers (lat1, lng1, lat2, lng2)'],
  insidePolygon: [isPolygons, 'polygons of at least 3 points (pairs of numbers)'],
  aroundRadius: [
    (v) => v === 'all' || (typeof v === 'number' && Number.isFinite(v) && v >= 1),
    'a number of meters >= 1 or "all"',
  ],
  minimumAroundRadius: [
    (v) => typeof v === 'number' && Number.isFinite(v) && v >= 1,
    'a number of meters >= 1',
  ],
  aroundPrecision: [isPrecision, 'a number of meters or ranges [{ from, value }]'],
}

/**
 * Checks the types of the parameters the engine reads, so that a wrong type is a 400 naming the
 * parameter rather than a crash. Unknown names are the server's business (it knows the spec's
 * list); `null` is accepted everywhere as "not set".
 */
export function validateSearchParams(params: unknown): void {
  const query = (params as { query?: unknown } | null)?.query
  if (typeof query === 'string' && Buffer.byteLength(query) > MAX_QUERY_BYTES) {
    throw new EngineError(400, `Invalid value for query: at most ${MAX_QUERY_BYTES} bytes`)
  }
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw new EngineError(400, 'Search parameters must be an object')
  }
  const record = params as Record<string, unknown>
  const listError =
    attributeListError(record) ??
    ruleContextsError(ownValue(record, 'ruleContexts')) ??
    geoSizeError(record)
  if (listError !== undefined) throw new EngineError(400, listError)
  for (const [key, value] of Object.entries(record)) {
    // Own entries only: `constructor` or `__proto__` would find Object's (and crash).
    const check = ownValue(CHECKS, key) as [Check, string] | undefined
    if (!check || value === undefined || value === null) continue
    if (!check[0](value))
      throw new EngineError(400, `Invalid search parameter ${key}: expected ${check[1]}`)
  }
  validateSettings(record, 'search parameters')
}
