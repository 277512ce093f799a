import fc from 'fast-check'
import { trickyString } from './hostile-json'
import { indexName, word, words, text, id, facet, facetValue, languages } from './shape-pieces'
import { searchParams } from './search-shapes'

/**
 * Valid shapes of the other request bodies: records and batches, settings, a recommend request,
 * insights events and a Query Suggestions configuration.
 */

export const paging = {
  page: fc.integer({ min: 0, max: 5 }),
  hitsPerPage: fc.integer({ min: 0, max: 1000 }),
}

export const record = fc.record(
  { objectID: id, name: text, brand: word, colors: words, price: fc.integer({ max: 500 }) },
  { requiredKeys: ['name'] },
)

export const batchRequest = (withIndex: boolean) =>
  fc.record(
    {
      action: fc.constantFrom('addObject', 'updateObject', 'partialUpdateObject', 'deleteObject'),
      body: record,
      ...(withIndex && { indexName }),
    },
    { requiredKeys: ['action', 'body'] },
  )

export const recommendRequest = fc.record(
  {
    indexName,
    model: fc.constantFrom(
      'related-products',
      'bought-together',
      'trending-items',
      'trending-facets',
      'looking-similar',
      'recommended-for-you',
    ),
    objectID: id,
    threshold: fc.integer({ min: 0, max: 100 }),
    maxRecommendations: fc.integer({ min: 1, max: 30 }),
    facetName: facet,
    facetValue: word,
    queryParameters: searchParams,
    fallbackParameters: searchParams,
  },
  { requiredKeys: ['indexName', 'model', 'threshold'] },
)

const eventBase = {
  eventName: fc.constantFrom('Product Clicked', '__proto__'),
  index: indexName,
  userToken: fc.constantFrom('user-1', '__proto__', 'constructor'),
  timestamp: fc.integer({ min: -3_600_000, max: 60_000 }).map((ms) => Date.now() + ms),
}
const objectIDs = fc.array(id, { minLength: 1, maxLength: 3 })
export const insightsEvent = fc.oneof(
  objectIDs.chain((ids) =>
    fc.record({
      ...eventBase,
      eventType: fc.constant('click'),
      objectIDs: fc.constant(ids),
      positions: fc.array(fc.integer({ min: 1, max: 20 }), {
        minLength: ids.length,
        maxLength: ids.length,
      }),
      queryID: fc.constantFrom('a'.repeat(32), '0123456789abcdef0123456789abcdef'),
    }),
  ),
  fc.record({ ...eventBase, eventType: fc.constantFrom('click', 'view'), objectIDs }),
  fc.record({
    ...eventBase,
    eventType: fc.constantFrom('click', 'view', 'conversion'),
    filters: fc.array(facetValue, { minLength: 1, maxLength: 3 }),
  }),
  objectIDs.chain((ids) =>
    fc.record(
      {
        ...eventBase,
        eventType: fc.constant('conversion'),
        eventSubtype: fc.constantFrom('addToCart', 'purchase'),
        objectIDs: fc.constant(ids),
        objectData: fc.array(fc.record({ price: fc.integer({ min: 0 }), quantity: fc.nat() }), {
          minLength: ids.length,
          maxLength: ids.length,
        }),
        currency: fc.constantFrom('EUR', 'USD'),
        value: fc.nat(),
      },
      { requiredKeys: ['eventName', 'index', 'userToken', 'eventType', 'eventSubtype'] },
    ),
  ),
)

export const suggestionsConfig = fc.record(
  {
    indexName: fc.oneof(fc.constantFrom('fuzz_suggestions', '__proto__'), trickyString),
    sourceIndices: fc.array(
      fc.record(
        {
          indexName,
          facets: fc.array(fc.record({ attribute: facet, amount: fc.integer({ min: 1, max: 5 }) })),
          generate: fc.array(fc.array(facet, { maxLength: 2 }), { maxLength: 2 }),
          minHits: fc.integer({ min: 0, max: 5 }),
          minLetters: fc.integer({ min: 0, max: 5 }),
          replicas: fc.boolean(),
          analyticsTags: fc.array(word),
        },
        { requiredKeys: ['indexName'] },
      ),
      { minLength: 1, maxLength: 2 },
    ),
    languages: fc.oneof(fc.boolean(), languages),
    exclude: fc.array(fc.oneof(word, fc.constantFrom('^a.*', '(', 'b|c'))),
    allowSpecialCharacters: fc.boolean(),
    enablePersonalization: fc.boolean(),
  },
  { requiredKeys: ['sourceIndices'] },
)

export const settings = fc.record(
  {
    searchableAttributes: fc.array(fc.constantFrom('name', 'brand', 'unordered(description)')),
    attributesForFaceting: fc.array(fc.constantFrom('brand', 'searchable(colors)', 'price')),
    customRanking: fc.array(fc.constantFrom('desc(price)', 'asc(__proto__)')),
    replicas: fc.array(fc.constantFrom('fuzz_sorted', 'virtual(fuzz_virtual)', '__proto__')),
    ignorePlurals: fc.oneof(fc.boolean(), languages),
    queryLanguages: languages,
    advancedSyntax: fc.boolean(),
    unretrievableAttributes: fc.array(facet),
  },
  { requiredKeys: [] },
)
