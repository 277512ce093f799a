import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEngine } from './engine'
import { PREPARED_MIN_POSTINGS } from './prepare-rankings'
import { runSearch, type SearchTarget } from './search'
import { Snapshot } from './snapshot'
import { finish } from './steps'
import type { Hit, IndexSettings, SearchParams, SearchResponse } from './types'

const SYLLABLES = ['ka', 'ko', 'la', 'lo', 'mi', 'ber', 'kal']
const word = fc
  .array(fc.constantFrom(...SYLLABLES), { minLength: 1, maxLength: 3 })
  .map((s) => s.join(''))
const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '))

const record = fc.record({
  query: text,
  // Few values: many ties, broken by the rest of the ranking.
  popularity: fc.integer({ min: 0, max: 3 }),
  tag: fc.constantFrom('a', 'b', 'c'),
  group: fc.integer({ min: 0, max: 4 }),
})

const settings = fc.record(
  {
    searchableAttributes: fc.constantFrom(['query'], ['unordered(query)'], ['query', 'tag']),
    customRanking: fc.constantFrom(['desc(popularity)'], ['asc(popularity)', 'desc(group)'], []),
    attributesForFaceting: fc.constant(['tag', 'group']),
    minWordSizefor1Typo: fc.integer({ min: 1, max: 5 }),
    typoTolerance: fc.constantFrom(true, false, 'min'),
    distinct: fc.constantFrom(false, 1),
    attributeForDistinct: fc.constant('group'),
    queryType: fc.constantFrom('prefixLast', 'prefixAll', 'prefixNone'),
  },
  { requiredKeys: ['searchableAttributes'] },
) as fc.Arbitrary<IndexSettings>

/** What decides the ranking: the query and parameters other than presentation. */
const ranking = fc.record(
  {
    query: fc.oneof(
      fc.constantFrom('k', 'ka', 'l', 'b', 'kal', 'mi ', 'ka l', 'ber ko', 'kx', ''),
      text.map((t) => t.slice(0, 4)),
    ),
    filters: fc.constantFrom('popularity > 0', 'tag:a OR tag:b'),
    typoTolerance: fc.constantFrom(false, 'strict'),
    restrictSearchableAttributes: fc.constant(['query']),
    optionalFilters: fc.constant(['tag:c']),
    removeWordsIfNoResults: fc.constant('allOptional'),
  },
  { requiredKeys: ['query'] },
) as fc.Arbitrary<SearchParams>

/** Parameters that only shape the answer. */
const presentation = fc.record(
  {
    hitsPerPage: fc.integer({ min: 0, max: 12 }),
    page: fc.integer({ min: 0, max: 4 }),
    attributesToRetrieve: fc.constantFrom(['query'], ['*'], []),
    attributesToHighlight: fc.constantFrom(['query'], ['query', 'tag']),
    highlightPreTag: fc.constant('<b>'),
    attributesToSnippet: fc.constant(['query:2']),
    analyticsTags: fc.constant(['autocomplete']),
    facets: fc.constantFrom(['tag'], ['missing']),
    getRankingInfo: fc.boolean(),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<SearchParams>

function withoutTime(response: SearchResponse) {
  const { processingTimeMS: _time, ...rest } = response
  return rest
}

function targetOf(records: Array<Record<string, unknown>>, s: IndexSettings): SearchTarget {
  const docs = records.map((r, i) => ({ objectID: String(i), ...r }) as Hit)
  return { name: 'qs', settings: s, snapshot: new Snapshot(docs) }
}

describe('kept rankings', () => {
  it('answer every search as ranking it again does (hits, order, nbHits, highlighting)', () => {
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 60 }),
        settings,
        ranking,
        fc.array(presentation, { minLength: 1, maxLength: 4 }),
        fc.array(ranking, { maxLength: 3 }),
        (records, s, kept, shapes, others) => {
          const target = targetOf(records, s)
          // Kept whatever its number of hits, as the background preparation keeps a prefix.
          runSearch(target, kept, { rankings: 'prepare' })
          for (const params of [kept, ...others]) {
            for (const shape of shapes) {
              const query = { ...params, ...shape }
              const reused = withoutTime(runSearch(target, query))
              const ranked = withoutTime(runSearch(target, query, { rankings: 'ignore' }))
              expect(reused).toEqual(ranked)
            }
          }
        },
      ),
      { numRuns: 150 },
    )
  })

  it('are kept per index version: a write is seen by the next search', () => {
    const engine = createEngine()
    engine.setSettings('qs', { searchableAttributes: ['query'], customRanking: ['desc(p)'] })
    const records = Array.from({ length: 1_500 }, (_, i) => ({
      objectID: `q${i}`,
      query: `kal${i}`,
      p: i,
    }))
    engine.saveObjects('qs', records)
    const first = engine.search('qs', { query: 'k', hitsPerPage: 3 })
    expect(first.hits.map((h) => h.objectID)).toEqual(['q1499', 'q1498', 'q1497'])
    engine.saveObjects('qs', [{ objectID: 'top', query: 'kilo', p: 10_000 }])
    engine.deleteObjects('qs', ['q1498'])
    const second = engine.search('qs', { query: 'k', hitsPerPage: 3, page: 0 })
    expect(second.hits.map((h) => h.objectID)).toEqual(['top', 'q1499', 'q1497'])
    expect(second.nbHits).toBe(1_500)
  })
})

describe('engine.prepare', () => {
  const COUNT = 3 * PREPARED_MIN_POSTINGS
  const records = Array.from({ length: COUNT }, (_, i) => ({
    objectID: String(i),
    query: `${['ka', 'lo', 'mi'][i % 3]}${(i * 7919) % COUNT} ${['ber', 'kal', 'note', 'noke', 'nope'][i % 5]}`,
    popularity: (i * 31) % 97,
  }))
  const SETTINGS = { searchableAttributes: ['query'], customRanking: ['desc(popularity)'] }

  it('ranks the prefixes matching many records once the index was searched, then answers alike', () => {
    const prepared = createEngine()
    prepared.importIndex('qs', { settings: SETTINGS, records })
    expect(finish(prepared.prepare('qs'))).toBeUndefined()
    prepared.search('qs', { query: 'zzz' })
    const count = finish(prepared.prepare('qs'))
    expect(count).toBeGreaterThanOrEqual(3)
    expect(finish(prepared.prepare('qs'))).toBe(count)
    // Without typos, only the prefixes matching many records exactly.
    const exactOnly = createEngine()
    exactOnly.importIndex('qs', { settings: { ...SETTINGS, typoTolerance: false }, records })
    expect(count).toBeGreaterThan(finish(exactOnly.prepare('qs', { build: true }))!)
    const fresh = createEngine()
    fresh.importIndex('qs', { settings: SETTINGS, records })
    // Every query searched once on the fresh engine: matched and ranked, nothing reused.
    // Short prefixes, four-letter ones whose typos match many records, and others.
    for (const query of [
      'k',
      'ka',
      'l',
      'b',
      'be',
      'ber',
      'm',
      'kal',
      'x',
      'ka12',
      'bera',
      'mi7x',
    ]) {
      const params = { query, hitsPerPage: 6, attributesToHighlight: ['query'] }
      expect(withoutTime(prepared.search('qs', params))).toEqual(
        withoutTime(fresh.search('qs', params)),
      )
    }
  })

  it('builds the text index first when asked to', () => {
    const engine = createEngine()
    engine.importIndex('qs', { settings: SETTINGS, records })
    expect(finish(engine.prepare('qs', { build: true }))).toBeGreaterThanOrEqual(3)
  })
})
