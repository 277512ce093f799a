import type { SearchParams, SearchResponse } from '../core/types'

/** What the request path keeps of one answered search: references only, nothing computed. */
export interface QueuedSearch {
  t: number
  index: string
  params: SearchParams
  response: SearchResponse
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
  const responses = new Array<SearchResponse | undefined>(capacity).fill(undefined)
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
      out.response = responses[i]!
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
      // Release the references (responses hold their hits) as soon as they are counted.
      params.fill(undefined, 0, count)
      responses.fill(undefined, 0, count)
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
      responses[count] = response
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
