import fc from 'fast-check'
import { PROTOTYPE_WORDS, trickyString } from './hostile-json'
import {
  indexName,
  word,
  words,
  text,
  id,
  facet,
  filters,
  facetValue,
  languages,
} from './shape-pieces'

/**
 * Valid shapes of the search side of the contracts: search parameters (advanced syntax, rule
 * contexts, optional filters, plurals and stop words), a synonym of each type, and a rule with
 * conditions, consequence and validity.
 */

const advancedQuery = fc
  .array(
    fc.oneof(
      word,
      word.map((w) => `-${w}`),
      words.map((w) => `"${w.join(' ')}"`),
      fc.constantFrom('"', '-', '--x', '"-"'),
    ),
    { maxLength: 5 },
  )
  .map((parts) => parts.join(' '))
const latLngText = fc
  .tuple(
    fc.double({ min: -90, max: 90, noNaN: true }),
    fc.double({ min: -180, max: 180, noNaN: true }),
  )
  .map(([lat, lng]) => `${lat}, ${lng}`)
const box = fc.tuple(
  fc.double({ min: -90, max: 90, noNaN: true }),
  fc.double({ min: -180, max: 180, noNaN: true }),
  fc.double({ min: -90, max: 90, noNaN: true }),
  fc.double({ min: -180, max: 180, noNaN: true }),
)
// A polygon's flat latitude, longitude list (3 to 12 points).
const polygon = fc
  .array(
    fc.tuple(
      fc.double({ min: -90, max: 90, noNaN: true }),
      fc.double({ min: -180, max: 180, noNaN: true }),
    ),
    { minLength: 3, maxLength: 12 },
  )
  .map((points) => points.flat())
// Geo parameters in every accepted shape, with edges (1e308, -0, 'all', many ranges).
const geoParams = {
  aroundLatLng: fc.oneof(latLngText, fc.constantFrom('', '0,0', '-0, -0', '90,180', '1e308,1')),
  aroundRadius: fc.oneof(fc.integer({ min: 1, max: 2 ** 31 }), fc.constant('all')),
  minimumAroundRadius: fc.integer({ min: 1, max: 2 ** 31 }),
  aroundPrecision: fc.oneof(
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.array(
      fc.record(
        { from: fc.integer({ min: 0, max: 2 ** 40 }), value: fc.integer({ min: 0, max: 2 ** 40 }) },
        { requiredKeys: [] },
      ),
      { maxLength: 20 },
    ),
  ),
  insideBoundingBox: fc.oneof(
    fc.array(box, { maxLength: 4 }),
    fc.array(box, { minLength: 1, maxLength: 4 }).map((boxes) => boxes.flat().join(',')),
  ),
  insidePolygon: fc.array(polygon, { maxLength: 3 }),
}

export const searchParams = fc.record(
  {
    ...geoParams,
    query: fc.oneof(text, advancedQuery),
    advancedSyntax: fc.boolean(),
    advancedSyntaxFeatures: fc.array(fc.constantFrom('exactPhrase', 'excludeWords')),
    ruleContexts: fc.array(fc.oneof(fc.constantFrom('mobile', 'sale'), trickyString)),
    enableRules: fc.boolean(),
    synonyms: fc.boolean(),
    replaceSynonymsInHighlight: fc.boolean(),
    optionalFilters: fc.oneof(
      fc.array(
        fc.oneof(
          facet.map((f) => `${f}:red<score=2>`),
          fc.array(fc.constant('brand:x')),
        ),
      ),
      fc.constant('brand:Acme'),
    ),
    optionalWords: fc.oneof(words, text),
    removeWordsIfNoResults: fc.constantFrom('none', 'lastWords', 'firstWords', 'allOptional'),
    ignorePlurals: fc.oneof(fc.boolean(), languages, fc.constantFrom('true', 'false')),
    removeStopWords: fc.oneof(fc.boolean(), languages),
    queryLanguages: languages,
    filters,
    facetFilters: fc.array(fc.oneof(facetValue, fc.array(facetValue, { maxLength: 2 }))),
    numericFilters: fc.array(fc.constantFrom('price>10', 'price:1 TO 5', '__proto__=1')),
    facets: fc.array(fc.oneof(facet, fc.constant('*'))),
    attributesToHighlight: fc.array(fc.oneof(facet, fc.constant('name'))),
    highlightPreTag: fc.constantFrom('<em>', '__ais-highlight__', '', '<'),
    highlightPostTag: fc.constantFrom('</em>', '__/ais-highlight__', ''),
    snippetEllipsisText: fc.constantFrom('…', '', '...'),
    attributesToSnippet: fc.array(fc.constantFrom('name:3', 'description', '__proto__:2')),
    attributesToRetrieve: fc.array(fc.oneof(facet, fc.constant('*'))),
    getRankingInfo: fc.boolean(),
    hitsPerPage: fc.integer({ min: 0, max: 50 }),
    page: fc.integer({ min: 0, max: 3 }),
    distinct: fc.oneof(fc.boolean(), fc.integer({ min: 0, max: 3 })),
    typoTolerance: fc.constantFrom(true, false, 'min', 'strict'),
    queryType: fc.constantFrom('prefixLast', 'prefixAll', 'prefixNone'),
    analyticsTags: fc.array(fc.constantFrom('web', '__proto__')),
    clickAnalytics: fc.boolean(),
    userToken: fc.constantFrom('user-1', '__proto__', 'constructor'),
  },
  { requiredKeys: ['query'] },
)

export const synonymHit = fc.oneof(
  fc.record({ objectID: id, type: fc.constant('synonym'), synonyms: words }),
  fc.record({ objectID: id, type: fc.constant('onewaysynonym'), input: word, synonyms: words }),
  fc.record({
    objectID: id,
    type: fc.constantFrom('altcorrection1', 'altcorrection2'),
    word,
    corrections: words,
  }),
  fc.record({
    objectID: id,
    type: fc.constant('placeholder'),
    placeholder: fc.constantFrom('<size>', '<x>', '<>', '<__proto__>'),
    replacements: words,
  }),
)

const condition = fc.record(
  {
    pattern: fc.oneof(
      text,
      facet.map((f) => `{facet:${f}}`),
      // Several placeholders around words: matched in linear time (rule-placeholders-cost).
      fc
        .array(
          fc.oneof(
            word,
            facet.map((f) => `{facet:${f}}`),
          ),
          { minLength: 2, maxLength: 12 },
        )
        .map((parts) => parts.join(' ')),
      fc.constant(''),
    ),
    anchoring: fc.constantFrom('is', 'startsWith', 'endsWith', 'contains'),
    alternatives: fc.boolean(),
    context: fc.constantFrom('mobile', 'sale', '__proto__'),
    filters,
  },
  { requiredKeys: [] },
)

const consequenceQuery = fc.oneof(
  text,
  fc.record(
    {
      remove: fc.array(
        fc.oneof(
          word,
          facet.map((f) => `{facet:${f}}`),
        ),
      ),
      edits: fc.array(
        fc.record({
          type: fc.constantFrom('remove', 'replace'),
          delete: word,
          insert: fc.oneof(word, fc.constant('w '.repeat(2000))),
        }),
      ),
    },
    { requiredKeys: [] },
  ),
)

const consequence = fc.record(
  {
    params: fc.record(
      {
        query: consequenceQuery,
        filters,
        optionalFilters: fc.array(facet.map((f) => `${f}:red`)),
        ruleContexts: fc.array(fc.constant('sale')),
        hitsPerPage: fc.integer({ min: 1, max: 1000 }),
        automaticFacetFilters: fc.oneof(
          fc.array(facet),
          fc.array(
            fc.record({ facet, disjunctive: fc.boolean(), score: fc.integer({ min: -5, max: 5 }) }),
          ),
        ),
        automaticOptionalFacetFilters: fc.array(facet),
        renderingContent: fc.constant({ facetOrdering: { facets: { order: ['brand'] } } }),
      },
      { requiredKeys: [] },
    ),
    promote: fc.array(
      fc.oneof(
        fc.record({ objectID: id, position: fc.integer({ min: 0, max: 300 }) }),
        fc.record({ objectIDs: fc.array(id), position: fc.integer({ min: 0, max: 10 }) }),
      ),
      { maxLength: 3 },
    ),
    filterPromotes: fc.boolean(),
    hide: fc.array(fc.record({ objectID: id }), { maxLength: 3 }),
    userData: fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom(...PROTOTYPE_WORDS)),
      fc.jsonValue(),
    ),
    redirect: fc.record({ indexName }),
  },
  { requiredKeys: [] },
)

export const rule = fc.record(
  {
    objectID: id,
    conditions: fc.array(condition, { maxLength: 3 }),
    consequence,
    description: text,
    enabled: fc.boolean(),
    validity: fc.array(
      fc.record(
        { from: fc.integer({ min: 0, max: 2 ** 33 }), until: fc.integer({ min: 0, max: 2 ** 33 }) },
        { requiredKeys: [] },
      ),
      { maxLength: 2 },
    ),
    tags: fc.array(word),
  },
  { requiredKeys: ['objectID', 'consequence'] },
)
