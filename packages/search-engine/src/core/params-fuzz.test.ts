import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EngineError } from './errors'
import { engineWith } from './testing/engine-with'

const engine = engineWith(
  [
    { name: 'Red shoe', brand: 'X', price: 3, tags: ['a'] },
    { name: 'Blue shoe', brand: 'Y', price: 5 },
  ],
  { attributesForFaceting: ['searchable(brand)', 'price'], attributeForDistinct: 'brand' },
)

const names = [
  'query',
  'filters',
  'facetFilters',
  'numericFilters',
  'tagFilters',
  'optionalFilters',
  'facets',
  'page',
  'hitsPerPage',
  'offset',
  'length',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'highlightPreTag',
  'typoTolerance',
  'queryType',
  'distinct',
  'ranking',
  'customRanking',
  'removeWordsIfNoResults',
  'optionalWords',
  'maxValuesPerFacet',
  'sortFacetValuesBy',
  'getRankingInfo',
  'clickAnalytics',
  'restrictSearchableAttributes',
  'minWordSizefor1Typo',
  'responseFields',
  'renderingContent',
  'enablePersonalization',
  'personalizationImpact',
  'aroundLatLng',
  'aroundRadius',
  'aroundPrecision',
  'minimumAroundRadius',
  'insideBoundingBox',
  'insidePolygon',
  'ruleContexts',
  'cursor',
  'facetQuery',
  'maxFacetHits',
]
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 2000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(
    fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.array(fc.string({ maxLength: 5 }))),
    { maxLength: 3 },
  ),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
)
const params = fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 6 })

function onlyEngineErrors(fn: () => unknown): void {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError)
    expect((error as EngineError).status).toBeGreaterThanOrEqual(400)
    expect((error as EngineError).status).toBeLessThan(500)
  }
}

describe('search parameters of any type (property)', () => {
  it('never fail with anything but a 4xx EngineError', () => {
    fc.assert(
      fc.property(params, (p) => {
        onlyEngineErrors(() => engine.search('test', p as never))
        onlyEngineErrors(() => engine.searchForFacetValues('test', 'brand', p as never))
        onlyEngineErrors(() => engine.browse('test', p as never))
        onlyEngineErrors(() => engine.setSettings('other', p as never))
      }),
      { numRuns: 1500 },
    )
  })
})

describe('records of any shape (property)', () => {
  it('index and search without crashing', () => {
    const record = fc.record({
      objectID: fc.oneof(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 50 }),
      ),
      name: fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.integer(), fc.constant(null)),
      brand: fc.anything({ maxDepth: 2 }),
      price: fc.oneof(
        fc.double(),
        fc.constant(Number.NaN),
        fc.integer(),
        fc.string({ maxLength: 3 }),
      ),
      nested: fc.object({ maxDepth: 2 }),
      _tags: fc.oneof(
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
        fc.anything({ maxDepth: 1 }),
      ),
      _geoloc: fc.oneof(
        fc.record({ lat: fc.double(), lng: fc.double() }),
        fc.array(fc.record({ lat: fc.anything(), lng: fc.double() }), { maxLength: 2 }),
        fc.anything({ maxDepth: 2 }),
      ),
    })
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 12 }),
        fc.string({ maxLength: 10 }),
        (records, query) => {
          const target = engineWith([], {
            attributesForFaceting: ['searchable(brand)', 'price', 'nested'],
            customRanking: ['desc(price)', 'asc(brand)'],
          })
          onlyEngineErrors(() => target.saveObjects('test', records as never))
          for (const p of [
            { query, facets: ['*'], getRankingInfo: true },
            {
              query,
              filters: 'price > 1 OR price < 0',
              facets: ['price'],
              attributesToSnippet: ['*:3'],
            },
            { query, facetFilters: ['brand:x'], distinct: true, sortFacetValuesBy: 'alpha' },
            { query, aroundLatLng: '1, 2', aroundRadius: 'all' as const, getRankingInfo: true },
            { query, insidePolygon: [[0, 0, 10, 0, 0, 10]] },
          ]) {
            onlyEngineErrors(() => target.search('test', p))
          }
          onlyEngineErrors(() =>
            target.searchForFacetValues('test', 'brand', { facetQuery: query }),
          )
          onlyEngineErrors(() =>
            target.partialUpdateObjects(
              'test',
              records.map((r) => ({ ...r, price: { _operation: 'Increment', value: 1 } })),
              true,
            ),
          )
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('list parameters given as another type (found by the route fuzzing)', () => {
  // Each of these threw a TypeError (a 500 through the recommend route's fallbackParameters,
  // which reach the engine without the search routes' spec check).
  const withRules = engineWith([{ name: 'Red shoe' }, { name: 'Blue shoes' }])
  withRules.saveRules('test', [
    { objectID: 'r', conditions: [{ pattern: 'red', context: 'sale' }], consequence: {} },
  ])
  it.each([
    ['advancedSyntaxFeatures', { advancedSyntax: true, advancedSyntaxFeatures: { polluted: 1 } }],
    ['alternativesAsExact', { alternativesAsExact: 5 }],
    ['disableTypoToleranceOnAttributes', { disableTypoToleranceOnAttributes: true }],
    ['ruleContexts', { ruleContexts: 5 }],
  ])('%s is a 400 naming it', (name, params) => {
    expect(() => withRules.search('test', { query: 'red shoes', ...params } as never)).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringContaining(name) }),
    )
  })
})

describe('parameter names and languages that are Object property names', () => {
  // `CHECKS[key]` found Object's `constructor` (a 500 through the recommend route's
  // fallbackParameters), a `__proto__` key became the effective parameters' prototype, and the
  // plural and stop-word tables found Object's properties for such language names.
  const engine = engineWith([{ name: 'Red shoes' }, { name: 'the blue shoe' }])
  const own = (key: string, value: unknown) =>
    JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`)
  it.each([
    ['constructor', own('constructor', 1)],
    ['toString', own('toString', 'x')],
    ['__proto__', own('__proto__', { advancedSyntax: true, advancedSyntaxFeatures: 5 })],
    ['ignorePlurals [__proto__]', { ignorePlurals: ['__proto__'] }],
    ['removeStopWords [constructor]', { removeStopWords: ['constructor'] }],
    ['queryLanguages [toString]', { removeStopWords: true, queryLanguages: ['toString'] }],
  ])('%s is searched as plain data', (_name, params) => {
    expect(() => engine.search('test', { query: 'the shoe', ...params })).not.toThrow()
  })
})
