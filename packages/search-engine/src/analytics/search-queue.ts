import type { SearchParams, SearchResponse } from '../core/types'
import { MAX_RECORDED_HITS } from './types'

/**
 * What the request path keeps of one answered search: the parameters' reference (small, and
 * shared by identical requests) and the few values the record needs from the response, copied
 * into preallocated columns so that the response (hits, highlights, facets) dies young instead
 * of surviving a young-generation collection while it waits for its batch.
 */
export interface QueuedSearch {
  t: number
  index: string
  params: SearchParams
  nbHits: number
  queryID: string | undefined
  /** objectIDs of the first hits (at most {@link MAX_RECORDED_HITS}), in order. */
  hits: string[]
  userToken: string | undefined
}

/** Options of {@link createSearchQueue}. */
export interface SearchQueueOptions {
  /** Receives the queued searches, oldest first, in batches. */
  drain: (batch: SearchQueueBatch) => void
  /**
   * Slots of the ring; a full ring is drained at once (a burst then pays one batch, about 2-3 ms
   * of counting, never a long pause of the event loop). @default 1,024
   */
  capacity?: number
  /** Longest wait of a queued search before its batch is drained. @default 50 ms */
  delayMs?: number
  /** Clock. @default Date.now */
  now?: () => number
}

/** A drained batch: `count` searches read with `at(i)` (valid during the drain call only). */
export interface SearchQueueBatch {
  readonly count: number
  at(i: number, out: QueuedSearch): QueuedSearch
}

/** Bounded queue between the search path and the analytics aggregation. */
export interface SearchQueue {
  push(index: string, params: SearchParams, response: SearchResponse, userToken?: string): void
  /** Drains what is queued now (before a report reads the aggregates, or at close). */
  drain(): void
  readonly size: number
  stop(): void
}

/**
 * A preallocated ring of parallel columns holding the references of each answered search, the
 * only work done while answering: normalising the query, extracting filters and hits, prefix
 * aggregation, counting and serialising for the log happen in batches, on a timer (or when the
 * ring fills up), off the request path and with warm caches.
 */
export function createSearchQueue(options: SearchQueueOptions): SearchQueue {
  const capacity = options.capacity ?? 1_024
  const delayMs = options.delayMs ?? 50
  const now = options.now ?? Date.now
  const times = new Float64Array(capacity)
  const indices = new Array<string>(capacity).fill('')
  const params = new Array<SearchParams | undefined>(capacity).fill(undefined)
  const nbHits = new Float64Array(capacity)
  const queryIDs = new Array<string | undefined>(capacity).fill(undefined)
  const hitCounts = new Uint8Array(capacity)
  const hitIds = new Array<string>(capacity * MAX_RECORDED_HITS).fill('')
  const tokens = new Array<string | undefined>(capacity).fill(undefined)
  let count = 0
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  const batch: SearchQueueBatch = {
    get count() {
      return count
    },
    at(i, out) {
      out.t = times[i]!
      out.index = indices[i]!
      out.params = params[i]!
      out.nbHits = nbHits[i]!
      out.queryID = queryIDs[i]
      const n = hitCounts[i]!
      const hits = new Array<string>(n)
      for (let h = 0, from = i * MAX_RECORDED_HITS; h < n; h++) hits[h] = hitIds[from + h]!
      out.hits = hits
      out.userToken = tokens[i]
      return out
    },
  }

  function drain(): void {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (count === 0) return
    try {
      options.drain(batch)
    } finally {
      // Release the references as soon as they are counted (objectIDs are the records' own).
      params.fill(undefined, 0, count)
      queryIDs.fill(undefined, 0, count)
      tokens.fill(undefined, 0, count)
      count = 0
    }
  }

  return {
    push(index, searchParams, response, userToken) {
      if (stopped) return
      times[count] = now()
      indices[count] = index
      params[count] = searchParams
      nbHits[count] = response.nbHits
      queryIDs[count] = response.queryID
      const hits = response.hits
      const n = hits ? Math.min(hits.length, MAX_RECORDED_HITS) : 0
      for (let h = 0, to = count * MAX_RECORDED_HITS; h < n; h++) hitIds[to + h] = hits[h]!.objectID
      hitCounts[count] = n
      tokens[count] = userToken
      if (++count === capacity) drain()
      else if (timer === undefined) {
        timer = setTimeout(drain, delayMs)
        timer.unref()
      }
    },
    drain,
    get size() {
      return count
    },
    stop() {
      drain()
      stopped = true
    },
  }
}
