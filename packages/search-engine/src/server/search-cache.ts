import { randomBytes } from 'node:crypto'
import { isCacheableKey } from '../core/cache-keys'
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
  /** Answers from the cache, or runs the search in `slicer`'s time slices. */
  search(
    engine: Engine,
    index: string,
    params: SearchParams,
    userToken: string | undefined,
    slicer: Slicer,
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

  function lookup(key: string, started: number): SearchResponse | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    entries.delete(key)
    entries.set(key, entry)
    const response = { ...entry.response } as SearchResponse
    if (entry.queryID) response.queryID = randomBytes(16).toString('hex')
    response.processingTimeMS = Math.round(performance.now() - started)
    return response
  }

  return {
    stats,
    async search(engine, index, params, userToken, slicer) {
      if (capacity <= 0 || userToken) {
        return engine.searchSliced(index, params, userToken ? { userToken } : {}, slicer)
      }
      const started = performance.now()
      if (engine.version() !== version) {
        entries.clear()
        chars = 0
        version = engine.version()
      }
      const key = `${index}\u0000${JSON.stringify(params)}`
      const cached = lookup(key, started)
      if (cached) {
        stats.hits++
        return cached
      }
      stats.misses++
      const searched = version
      const response = await engine.searchSliced(index, params, {}, slicer)
      // A write during the search's pauses makes its answer stale for the new version.
      if (
        engine.version() === searched &&
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
          entries.set(key, { response: rest, queryID: queryID !== undefined, size })
          chars += size
        }
      }
      return response
    },
  }
}
