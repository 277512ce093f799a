import { addDays, dayOf } from '../analytics/day'
import type { AnalyticsStore } from '../analytics/analytics-store'
import { normalizeQuery } from '../analytics/normalize-query'
import { setOwn } from '../core/own-keys'
import { finish, type Steps } from '../core/steps'
import type { Engine, Hit, IndexSettings, SearchParams } from '../core/types'
import type { SourceIndex, SuggestionsConfig } from './config'
import { createQueryRules, dedupesPlurals, dropPluralTwins, letterCount } from './suggestion-rules'

/** A log line of a build, as Algolia's `getLogFile` reports them. */
export interface BuildLog {
  timestamp: string
  level: 'SKIP' | 'INFO' | 'ERROR'
  message: string
  contextLevel: number
}

/** What one build produced. */
export interface BuiltSuggestions {
  records: Hit[]
  logs: BuildLog[]
}

/** Settings of a suggestions index: searched on `query`, most popular first. */
export const SUGGESTIONS_SETTINGS: IndexSettings = {
  searchableAttributes: ['query'],
  customRanking: ['desc(popularity)'],
  attributesToHighlight: ['query'],
}

/** Days of analytics a build reads. */
export const SUGGESTIONS_WINDOW_DAYS = 90
const MAX_LOGS = 1_000
const MAX_GENERATED = 1_000

function sourceIndices(engine: Engine, source: SourceIndex): string[] {
  if (!source.replicas || !engine.hasIndex(source.indexName)) return [source.indexName]
  const replicas = engine.getSettings(source.indexName).replicas ?? []
  return [source.indexName, ...replicas.map((r) => r.replace(/^virtual\((.*)\)$/, '$1'))]
}

/** A popular search: how often it was searched, and the facet filters it was searched with. */
interface Popular {
  count: number
  facetFilters: Map<string, number> | undefined
}

/** Popular searches of a source index (and its replicas), with their counts. */
function* popularSearches(
  engine: Engine,
  store: AnalyticsStore,
  source: SourceIndex,
  now: number,
): Steps<Map<string, Popular>> {
  const to = dayOf(now)
  const from = addDays(to, -SUGGESTIONS_WINDOW_DAYS)
  const tags = source.analyticsTags
  const wanted =
    tags && tags.length > 0
      ? (set: readonly string[]) => tags.some((t) => set.includes(t))
      : undefined
  const out = new Map<string, Popular>()
  const entry = (query: string) => {
    let found = out.get(query)
    if (!found) out.set(query, (found = { count: 0, facetFilters: undefined }))
    return found
  }
  // Only counts and facet filters are needed: summed straight from the buckets, without
  // merging every counter of every query (a rebuild reads up to 90 days × tag sets).
  for (const index of sourceIndices(engine, source)) {
    for (const bucket of store.buckets(index, from, to, wanted)) {
      for (const [query, stats] of bucket.queries) {
        yield
        const into = entry(query)
        into.count += stats.count
        if (!stats.facetFilters) continue
        into.facetFilters ??= new Map()
        for (const [key, n] of stats.facetFilters)
          into.facetFilters.set(key, (into.facetFilters.get(key) ?? 0) + n)
      }
    }
  }
  for (const external of source.external ?? []) {
    if (!engine.hasIndex(external)) continue
    for (const record of engine.allObjects(external)) {
      if (typeof record.query !== 'string') continue
      const count = typeof record.count === 'number' ? record.count : 0
      entry(normalizeQuery(record.query)).count += count
    }
  }
  return out
}

/** Facet-value combinations of `generate` (popularity 0: they come from the catalogue). */
function* generated(engine: Engine, source: SourceIndex): Steps<string[]> {
  const out: string[] = []
  for (const attributes of source.generate ?? []) {
    const search = engine.searchSteps(source.indexName, {
      query: '',
      hitsPerPage: 0,
      facets: attributes,
      maxValuesPerFacet: 10,
      analytics: false,
    })
    const facets = (yield* search).facets ?? {}
    let combos: string[] = ['']
    for (const attribute of attributes) {
      const values = Object.keys(facets[attribute] ?? {})
      combos = combos.flatMap((prefix) => values.map((v) => `${prefix} ${v}`.trim()))
    }
    out.push(...combos.slice(0, MAX_GENERATED).map(normalizeQuery))
  }
  return out
}

// Exact matches, as the record's `exact_nb_hits` says: whole words, no typos (also the
// cheapest search, which keeps a rebuild over many candidates fast).
/**
 * A suggestion's hits: every word found as typed (no typo, no prefix), and none dropped. Searches
 * come from anyone holding the search key, so a source index that drops unmatched words
 * (`removeWordsIfNoResults`, `optionalWords`, rules, `-word` exclusions) must not count "jacket
 * <any word>" as a query with results: the word would reach every shopper's autocomplete.
 */
const EXACT: SearchParams = {
  typoTolerance: false,
  queryType: 'prefixNone',
  analytics: false,
  removeWordsIfNoResults: 'none',
  optionalWords: [],
  advancedSyntax: false,
  enableRules: false,
}

/** Number of exact hits of a query, or the per-source part of its suggestion record. */
function* exactHits(engine: Engine, source: SourceIndex, query: string): Steps<number> {
  return (yield* engine.searchSteps(source.indexName, { ...EXACT, query, hitsPerPage: 0 })).nbHits
}

type FacetCounts = Record<string, Array<{ value: string; count: number }>>

/** The most used values of each configured facet among the filters a query was searched with. */
function analyticsFacets(source: SourceIndex, used: Map<string, number> | undefined): FacetCounts {
  const out: FacetCounts = {}
  for (const facet of source.facets ?? []) {
    const values: Array<{ value: string; count: number }> = []
    for (const [key, count] of used ?? []) {
      const cut = key.indexOf('\u0000')
      if (key.slice(0, cut) === facet.attribute) values.push({ value: key.slice(cut + 1), count })
    }
    values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
    setOwn(out, facet.attribute, values.slice(0, facet.amount))
  }
  return out
}

/**
 * The per-source part of a suggestion record: exact hits, and top facet values both among the
 * exact matches (`exact_matches`) and among the filters shoppers used with the query
 * (`analytics`).
 */
function* sourceEntry(engine: Engine, source: SourceIndex, query: string, popular: Popular) {
  const facets = source.facets ?? []
  const amount = Math.max(1, ...facets.map((f) => f.amount))
  const result = yield* engine.searchSteps(source.indexName, {
    ...EXACT,
    query,
    hitsPerPage: 0,
    ...(facets.length > 0 && { facets: facets.map((f) => f.attribute), maxValuesPerFacet: amount }),
  })
  const exact_matches: FacetCounts = {}
  for (const facet of facets) {
    const counts = Object.entries(result.facets?.[facet.attribute] ?? {})
      .sort(([va, a], [vb, b]) => b - a || (va < vb ? -1 : 1))
      .slice(0, facet.amount)
    setOwn(
      exact_matches,
      facet.attribute,
      counts.map(([value, count]) => ({ value, count })),
    )
  }
  return {
    nbHits: result.nbHits,
    entry: {
      exact_nb_hits: result.nbHits,
      facets: { exact_matches, analytics: analyticsFacets(source, popular.facetFilters) },
    },
  }
}

/**
 * Builds the records of a Query Suggestions index from the recorded searches of its source
 * indices (last {@link SUGGESTIONS_WINDOW_DAYS} days), in Algolia's record shape:
 * `{ objectID, query, popularity, nb_words, <sourceIndex>: { exact_nb_hits, facets: {
 * exact_matches: { <attribute>: [{ value, count }] } } } }`.
 * A query is kept for a source when it passes the banned patterns, the exclude list, the
 * special-characters rule, `minLetters`, and finds at least `minHits` results there.
 */
export function buildSuggestions(
  engine: Engine,
  store: AnalyticsStore,
  config: SuggestionsConfig,
  now = Date.now(),
): BuiltSuggestions {
  return finish(buildSuggestionsSteps(engine, store, config, now))
}

/**
 * {@link buildSuggestions} in steps, pausing between candidate queries and inside each search:
 * anyone holding the search key can fill the analytics with distinct queries (20,000 a day per
 * index), and a build runs a search for each, so a server build runs in time slices.
 */
export function* buildSuggestionsSteps(
  engine: Engine,
  store: AnalyticsStore,
  config: SuggestionsConfig,
  now = Date.now(),
): Steps<BuiltSuggestions> {
  const rules = createQueryRules(config)
  const logs: BuildLog[] = []
  const timestamp = new Date(now).toISOString()
  const log = (level: BuildLog['level'], message: string) => {
    if (logs.length < MAX_LOGS) logs.push({ timestamp, level, message, contextLevel: 0 })
  }
  const records = new Map<string, Hit & { popularity: number }>()
  for (const source of config.sourceIndices) {
    if (!engine.hasIndex(source.indexName)) {
      log('ERROR', `source index "${source.indexName}" does not exist`)
      continue
    }
    const popular = yield* popularSearches(engine, store, source, now)
    for (const query of yield* generated(engine, source))
      if (!popular.has(query)) popular.set(query, { count: 0, facetFilters: undefined })
    const dropped = dedupesPlurals(config)
      ? dropPluralTwins(new Map([...popular].map(([q, p]) => [q, p.count])))
      : new Set<string>()
    for (const [query, searched] of popular) {
      const refusal = dropped.has(query)
        ? 'a more popular singular/plural form exists'
        : rules(query)
      if (refusal) {
        if (query !== '') log('SKIP', `skipping query "${query}": ${refusal}`)
        continue
      }
      if (letterCount(query) < source.minLetters) {
        log('SKIP', `skipping query "${query}": fewer than ${source.minLetters} letters`)
        continue
      }
      yield
      const nbHits = yield* exactHits(engine, source, query)
      if (nbHits < source.minHits) {
        log(
          'SKIP',
          `skipping query "${query}": not enough search results, got ${nbHits}, expected ${source.minHits}`,
        )
        continue
      }
      let record = records.get(query)
      if (!record) {
        record = { objectID: query, query, popularity: 0, nb_words: query.split(' ').length }
        records.set(query, record)
      }
      record.popularity += searched.count
      // Index and attribute names are data: one named __proto__ is a key like any other.
      setOwn(record, source.indexName, (yield* sourceEntry(engine, source, query, searched)).entry)
    }
  }
  log('INFO', `built ${records.size} suggestions`)
  return { records: [...records.values()], logs }
}
