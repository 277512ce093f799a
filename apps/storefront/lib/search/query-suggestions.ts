import type { LiteClient } from 'algoliasearch/lite'
import {
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  toHighlightParts,
  type HighlightPart,
} from './highlight'

/** A popular search suggested while the shopper types. */
export interface QuerySuggestion {
  query: string
  /** The query with the typed prefix marked. */
  parts: HighlightPart[]
  /** Top category of the suggestion's results, e.g. "Women › Clothing" (first suggestion only). */
  category?: string
}

/**
 * The one method of the search client the suggestions need, called with the v5 client's
 * `{ requests: [{ indexName, query, ... }] }` form. (InstantSearch's cache hydration, which only
 * understands the legacy array form, replaces `search` on the listing's own view of the client,
 * never on the shared one: see `getListingSearchClient`.)
 */
export type QuerySuggestionsClient = Pick<LiteClient, 'search'>

/** Facet of the source index whose top value is shown with the first suggestion. */
export const SUGGESTION_CATEGORY_ATTRIBUTE = 'hierarchicalCategories.lvl1'

/** Options of {@link getQuerySuggestions}. */
export interface QuerySuggestionsOptions {
  client: QuerySuggestionsClient
  /** The Query Suggestions index. */
  indexName: string
  /** The products index the suggestions were built from (keys the record's facet counts). */
  sourceIndexName: string
  query: string
  /** @default 4 */
  limit?: number
  /** Page the search comes from, for the analytics of the suggestions index. */
  analyticsTags?: string[]
}

type Record_ = Record<string, unknown>

/** Top value of the category facet in an Algolia Query Suggestions record, for display. */
export function topCategory(hit: Record_, sourceIndexName: string): string | undefined {
  const source = hit[sourceIndexName] as
    { facets?: { exact_matches?: Record<string, Array<{ value?: unknown }>> } } | undefined
  const value = source?.facets?.exact_matches?.[SUGGESTION_CATEGORY_ATTRIBUTE]?.[0]?.value
  return typeof value === 'string' && value ? value.split(' > ').join(' › ') : undefined
}

function queryParts(hit: Record_, query: string): HighlightPart[] {
  const highlight = (hit._highlightResult as { query?: { value?: unknown } } | undefined)?.query
  if (typeof highlight?.value === 'string') return toHighlightParts(highlight.value)
  return [{ value: query, isHighlighted: false }]
}

/**
 * Popular searches starting like the typed text, from a Query Suggestions index (the embedded
 * engine's or Algolia's: same record shape). The first one carries its top category, as
 * Algolia's autocomplete does. An empty query resolves to none without calling the client.
 */
export async function getQuerySuggestions({
  client,
  indexName,
  sourceIndexName,
  query,
  limit = 4,
  analyticsTags = ['autocomplete'],
}: QuerySuggestionsOptions): Promise<QuerySuggestion[]> {
  if (query.trim() === '') return []
  const { results } = await client.search({
    requests: [
      {
        indexName,
        query,
        hitsPerPage: limit,
        attributesToHighlight: ['query'],
        highlightPreTag: HIGHLIGHT_PRE_TAG,
        highlightPostTag: HIGHLIGHT_POST_TAG,
        analyticsTags,
      },
    ],
  })
  const hits = (results[0] as { hits?: Record_[] } | undefined)?.hits ?? []
  const out: QuerySuggestion[] = []
  for (const hit of hits.slice(0, limit)) {
    if (typeof hit.query !== 'string') continue
    const suggestion: QuerySuggestion = { query: hit.query, parts: queryParts(hit, hit.query) }
    const category = out.length === 0 ? topCategory(hit, sourceIndexName) : undefined
    if (category) suggestion.category = category
    out.push(suggestion)
  }
  return out
}

/** The most popular searches of a Query Suggestions index (its ranking is by popularity). */
export async function getPopularSearches(options: {
  client: QuerySuggestionsClient
  indexName: string
  limit?: number
}): Promise<string[]> {
  const { results } = await options.client.search({
    requests: [
      {
        indexName: options.indexName,
        query: '',
        hitsPerPage: options.limit ?? 6,
        attributesToRetrieve: ['query'],
        attributesToHighlight: [],
        analytics: false,
      },
    ],
  })
  const hits = (results[0] as { hits?: Record_[] } | undefined)?.hits ?? []
  return hits.flatMap((hit) => (typeof hit.query === 'string' ? [hit.query] : []))
}
