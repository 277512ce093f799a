import { randomBytes } from 'node:crypto'
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

/** Larger responses are not kept, so the memory held stays bounded (capacity x this many hits). */
const MAX_CACHED_HITS = 100

interface Entry {
  response: CachedResponse
  queryID: boolean
}

/** Creates a cache holding at most `capacity` responses (0: every call goes to the engine). */
export function createSearchCache(capacity: number): SearchCache {
  const entries = new Map<string, Entry>()
  let version = -1
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
        (response.hits === undefined || response.hits.length <= MAX_CACHED_HITS)
      ) {
        const { queryID, processingTimeMS: _time, ...rest } = response
        if (entries.size >= capacity) entries.delete(entries.keys().next().value!)
        entries.set(key, { response: rest, queryID: queryID !== undefined })
      }
      return response
    },
  }
}
