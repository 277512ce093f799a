import fc from 'fast-check'
import { hostileString, nearValid, toSegment } from './hostile-json'
import {
  paging,
  record,
  batchRequest,
  recommendRequest,
  insightsEvent,
  suggestionsConfig,
  settings,
} from './api-shapes'
import { searchParams, synonymHit, rule } from './search-shapes'
import { FUZZ_INDICES, indexName, word, text, id, facet, filters } from './shape-pieces'

/**
 * Valid request bodies, query strings and path parameters by route, built from the shapes of the
 * contracts (/work/shared/contracts). The fuzzer makes bodies hostile with {@link nearValid}; a
 * route missing here still gets generic JSON.
 */

/** Valid body (before hostile mutations) of each route, by `METHOD pattern`. */
const BODIES: Record<string, fc.Arbitrary<unknown>> = {
  'POST /1/indexes/*/queries': fc.record({
    requests: fc.array(
      fc
        .tuple(searchParams, indexName, fc.constantFrom('default', 'facet'), facet)
        .map(([params, index, type, facetName]) => ({
          ...params,
          indexName: index,
          type,
          ...(type === 'facet' && { facet: facetName, facetQuery: 're' }),
        })),
      { maxLength: 3 },
    ),
    strategy: fc.constantFrom('none', 'stopIfEnoughMatches'),
  }),
  'POST /1/indexes/:indexName/query': searchParams,
  'POST /1/indexes/:indexName/facets/:facetName/query': fc
    .tuple(searchParams, word)
    .map(([params, facetQuery]) => ({ ...params, facetQuery })),
  'POST /1/indexes/:indexName/browse': searchParams,
  'POST /1/indexes/*/objects': fc.record({
    requests: fc.array(
      fc.record({ indexName, objectID: id, attributesToRetrieve: fc.array(facet) }),
      { maxLength: 4 },
    ),
  }),
  'POST /1/indexes/:indexName': record,
  'PUT /1/indexes/:indexName/:objectID': record,
  'POST /1/indexes/:indexName/:objectID/partial': fc.record({
    price: fc.record({
      _operation: fc.constantFrom('Increment', 'Add', 'Remove'),
      value: fc.integer(),
    }),
    name: text,
  }),
  'POST /1/indexes/:indexName/batch': fc.record({ requests: fc.array(batchRequest(false)) }),
  'POST /1/indexes/*/batch': fc.record({ requests: fc.array(batchRequest(true)) }),
  'PUT /1/indexes/:indexName/settings': settings,
  'POST /1/indexes/:indexName/operation': fc.record(
    {
      operation: fc.constantFrom('copy', 'move'),
      destination: indexName,
      scope: fc.array(fc.constantFrom('settings', 'synonyms', 'rules')),
    },
    { requiredKeys: ['operation', 'destination'] },
  ),
  'POST /1/indexes/:indexName/deleteByQuery': fc.record(
    { filters, facetFilters: fc.array(facet.map((f) => `${f}:red`)) },
    { requiredKeys: [] },
  ),
  'POST /1/indexes/*/recommendations': fc.record({
    requests: fc.array(recommendRequest, { minLength: 1, maxLength: 3 }),
  }),
  'POST /1/events': fc.record({ events: fc.array(insightsEvent, { minLength: 1, maxLength: 3 }) }),
  'PUT /1/indexes/:indexName/synonyms/:objectID': synonymHit,
  'POST /1/indexes/:indexName/synonyms/batch': fc.array(synonymHit, { maxLength: 4 }),
  'POST /1/indexes/:indexName/synonyms/search': fc.record(
    {
      query: text,
      type: fc.constantFrom('synonym', 'onewaysynonym', 'placeholder', 'altcorrection1'),
      ...paging,
    },
    { requiredKeys: [] },
  ),
  'PUT /1/indexes/:indexName/rules/:objectID': rule,
  'POST /1/indexes/:indexName/rules/batch': fc.array(rule, { maxLength: 3 }),
  'POST /1/indexes/:indexName/rules/search': fc.record(
    {
      query: text,
      anchoring: fc.constantFrom('is', 'startsWith', 'endsWith', 'contains'),
      context: fc.constantFrom('mobile', '__proto__'),
      enabled: fc.constantFrom(true, false, null),
      ...paging,
    },
    { requiredKeys: [] },
  ),
  'POST /1/configs': suggestionsConfig,
  'PUT /1/configs/:indexName': suggestionsConfig,
}

// Routes that take no body get an empty one (or, made hostile, something else).
for (const pattern of [
  '/1/indexes/:indexName/clear',
  '/1/indexes/:indexName/synonyms/clear',
  '/1/indexes/:indexName/rules/clear',
  '/vitrine/recommend/train',
]) {
  BODIES[`POST ${pattern}`] = fc.constant({})
}

/** A body for a route: its shape made hostile, or generic JSON for a route without a shape. */
export function bodyFor(method: string, pattern: string): fc.Arbitrary<unknown> {
  const valid = BODIES[`${method} ${pattern}`]
  if (valid) return nearValid(valid)
  return method === 'GET' || method === 'DELETE'
    ? fc.constant(undefined)
    : nearValid(fc.oneof(fc.constant({}), fc.jsonValue({ maxDepth: 3 })))
}

/** Whether a route with a body has a shape here (new ones get generic JSON until they do). */
export const hasShape = (method: string, pattern: string) =>
  method === 'GET' || method === 'DELETE' || `${method} ${pattern}` in BODIES

const day = fc.constantFrom('2026-11-20', '2026-02-30', '1970-01-01', '9999-12-31', 'today', '')

/** Query-string parameters by route family, each with valid and hostile values. */
function queryParamsFor(pattern: string): Record<string, fc.Arbitrary<string>> {
  const flag = fc.constantFrom('true', 'false', '1', 'yes', '')
  if (pattern.startsWith('/2/')) {
    return {
      index: fc.oneof(fc.constantFrom(...FUZZ_INDICES), hostileString),
      startDate: day,
      endDate: day,
      limit: fc.constantFrom('0', '10', '1000', '1001', '-1', '1e309', 'NaN', '-0'),
      offset: fc.constantFrom('0', '5', '9007199254740993', '-1', '1.5'),
      orderBy: fc.constantFrom('searchCount', 'clickThroughRate', '__proto__', 'constructor'),
      direction: fc.constantFrom('asc', 'desc', '__proto__'),
      tags: fc.oneof(fc.constantFrom('web', 'web AND mobile', '(', 'a OR'), hostileString),
      clickAnalytics: flag,
      revenueAnalytics: flag,
      search: fc.constantFrom('', 'red'),
    }
  }
  return {
    forwardToReplicas: flag,
    replaceExistingSynonyms: flag,
    clearExistingRules: flag,
    createIfNotExists: flag,
    cursor: fc.oneof(fc.constantFrom('', 'abc', '__proto__'), hostileString),
    query: hostileString,
    attributesToRetrieve: fc.constantFrom('*', '__proto__', 'name,brand', '["name"]'),
  }
}

/** A query string (with `?`, or empty) for a route. */
export function queryFor(pattern: string): fc.Arbitrary<string> {
  const params = queryParamsFor(pattern)
  // Every analytics report needs `index`: without it, each would stop at the same first check.
  const required = 'index' in params ? ['index'] : []
  return fc
    .subarray(Object.keys(params), { maxLength: 4 })
    .map((names) => [...new Set([...required, ...names])])
    .chain((names) =>
      fc.tuple(...names.map((name) => params[name]!.map((v) => `${name}=${toSegment(v)}`))),
    )
    .map((pairs) => (pairs.length > 0 ? `?${pairs.join('&')}` : ''))
}

/** Values of a path parameter by its name. */
export function paramFor(name: string): fc.Arbitrary<string> {
  switch (name) {
    case 'indexName':
      return fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...FUZZ_INDICES, 'fuzz_suggestions') },
        { weight: 1, arbitrary: fc.constantFrom('', '..', '%', 'a/b', 'x'.repeat(600)) },
        { weight: 2, arbitrary: hostileString },
      )
    case 'taskID':
      return fc.constantFrom('1', '0', '-1', 'NaN', '1e309', '-0', '9007199254740993', 'x', '')
    case 'facetName':
    case 'attribute':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constant('brand') },
        { weight: 2, arbitrary: facet },
        { weight: 1, arbitrary: hostileString },
      )
    default:
      return fc.oneof({ weight: 3, arbitrary: id }, { weight: 1, arbitrary: fc.constant('') })
  }
}
