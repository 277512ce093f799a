import { randomBytes } from 'node:crypto'
import { isCacheableKey } from '../core/cache-keys'
import { requestHighlightBudget, type HighlightBudget } from '../core/highlight-budget'
import { requestFacetBudget, type FacetBudget } from '../core/facet-budget'
import type { Slicer } from '../core/steps'
import type { Engine, SearchParams, SearchResponse } from '../core/types'

/** Fields that differ on every response: never shared between two answers. */
type CachedResponse = Omit<SearchResponse, 'queryID' | 'processingTimeMS'>

/**
 * Bounded cache of search responses, keyed by the index name and the normalised parameters and
 * valid for one engine version: any write or settings change, to any index, empties it. Each
 * answer gets its own `processingTimeMS` (the time of this lookup) and, with `clickAnalytics`, a
 * fresh `queryID`. Personalised searches (a user token) are never cached: their ranking depends
 * on events, not on the index.
 */
export interface SearchCache {
  /**
   * Answers from the cache, or runs the search in `slicer`'s time slices. `budget` is what is
   * left of the request's highlight characters: a cached answer is taken only when its
   * highlights fit in it (and charged to it), and an answer some of whose hits went unmarked
   * for want of budget is not kept. `facets` is what is left of the request's facet value
   * characters, taken, charged and kept the same way.
   */
  search(
    engine: Engine,
    index: string,
    params: SearchParams,
    userToken: string | undefined,
    slicer: Slicer,
    budget?: HighlightBudget,
    facets?: FacetBudget,
  ): Promise<SearchResponse>
  readonly stats: { hits: number; misses: number }
}

/** Larger responses are not kept: a listing page's answer is cached, a bulk export is not. */
const MAX_CACHED_HITS = 100
/**
 * Characters of keys and answers (as JSON) the cache holds in all: entries are also dropped,
 * least recently used first, to stay under it. Without it, 256 distinct 430 KB requests sent
 * with the search key filled 1 GB.
 */
export const SEARCH_CACHE_CHARS = 32 * 1024 * 1024

interface Entry {
  response: CachedResponse
  queryID: boolean
  size: number
  /** Highlight and snippet characters the answer holds (charged to each request it answers). */
  marked: number
  /** Facet value characters the answer holds (charged to each request it answers). */
  faceted: number
}

/** Creates a cache holding at most `capacity` responses (0: every call goes to the engine). */
export function createSearchCache(capacity: number, maxChars = SEARCH_CACHE_CHARS): SearchCache {
  const entries = new Map<string, Entry>()
  let chars = 0
  let version = -1

  function drop(key: string) {
    chars -= entries.get(key)?.size ?? 0
    entries.delete(key)
  }
  const stats = { hits: 0, misses: 0 }

  function lookup(
    key: string,
    started: number,
    budget: HighlightBudget,
    facets: FacetBudget,
  ): SearchResponse | undefined {
    const entry = entries.get(key)
    if (!entry || entry.marked > budget.left || entry.faceted > facets.left) return undefined
    budget.left -= entry.marked
    facets.left -= entry.faceted
    entries.delete(key)
    entries.set(key, entry)
    const response = { ...entry.response } as SearchResponse
    if (entry.queryID) response.queryID = randomBytes(16).toString('hex')
    response.processingTimeMS = Math.round(performance.now() - started)
    return response
  }

  return {
    stats,
    async search(
      engine,
      index,
      params,
      userToken,
      slicer,
      budget = requestHighlightBudget(),
      facets = requestFacetBudget(),
    ) {
      const ctx = { highlightBudget: budget, facetBudget: facets }
      if (capacity <= 0 || userToken) {
        return engine.searchSliced(index, params, userToken ? { ...ctx, userToken } : ctx, slicer)
      }
      const started = performance.now()
      if (engine.version() !== version) {
        entries.clear()
        chars = 0
        version = engine.version()
      }
      const key = `${index}\u0000${JSON.stringify(params)}`
      const cached = lookup(key, started, budget, facets)
      if (cached) {
        stats.hits++
        return cached
      }
      stats.misses++
      const searched = version
      const { left, cut } = budget
      const facetsLeft = facets.left
      const facetsCut = facets.cut
      const response = await engine.searchSliced(index, params, ctx, slicer)
      // A write during the search's pauses makes its answer stale for the new version; an answer
      // cut short by the request's highlight or facet budget is not the search's whole answer.
      if (
        engine.version() === searched &&
        budget.cut === cut &&
        facets.cut === facetsCut &&
        isCacheableKey(key) &&
        (response.hits === undefined || response.hits.length <= MAX_CACHED_HITS)
      ) {
        const { queryID, processingTimeMS: _time, ...rest } = response
        const size = key.length + JSON.stringify(rest).length
        if (size <= maxChars) {
          drop(key)
          while (entries.size > 0 && (entries.size >= capacity || chars + size > maxChars)) {
            drop(entries.keys().next().value!)
          }
          const marked = left - budget.left
          const faceted = facetsLeft - facets.left
          const entry = { response: rest, queryID: queryID !== undefined, size, marked, faceted }
          entries.set(key, entry)
          chars += size
        }
      }
      return response
    },
  }
}
