import { join } from 'node:path'
import type { SearchParams, SearchResponse } from '../core/types'
import type { EventLog } from '../insights/event-log'
import type { InsightsEvent } from '../insights/types'
import {
  createAnalyticsStore,
  type AnalyticsStore,
  type AnalyticsStoreOptions,
} from './analytics-store'
import { createPrefixAggregator } from './prefix-aggregator'
import { isRecorded, toSearchRecord } from './record-search'
import { openSearchLog, type SearchLog } from './search-log'
import { createSearchQueue, type QueuedSearch } from './search-queue'

/** Options of {@link openAnalytics}. */
export interface OpenAnalyticsOptions {
  /** Data directory; searches are stored in its `analytics/` sub-directory. */
  dataDir: string
  /** The insights event log, whose clicks and conversions join searches by queryID. */
  events?: EventLog
  store?: AnalyticsStoreOptions
  /** Most bytes the stored searches take on disk (see `SearchLogOptions.maxBytes`). */
  searchLogMaxBytes?: number
  /** Clock. @default Date.now */
  now?: () => number
}

/** Search analytics of one data directory: the durable log and the in-memory aggregates. */
export interface AnalyticsRuntime {
  /** The aggregates, with every search queued so far counted. */
  readonly store: AnalyticsStore
  readonly log: SearchLog
  /**
   * Records one answered search (a no-op for `analytics: false`): queues its references; it is
   * counted and written in the next batch (within 50 ms, or before a report or an event).
   */
  record(index: string, params: SearchParams, response: SearchResponse, userToken?: string): void
  /** Resolves once stored searches and events were read back. */
  readonly ready: Promise<void>
  /** Commits pending keystrokes and writes queued searches. */
  flush(): Promise<void>
  close(): Promise<void>
}

/**
 * Opens the analytics of a data directory: replays the stored searches into the aggregates (in
 * the background, see `ready`), then the insights events, and follows new events as they are
 * committed.
 * @example
 * const analytics = await openAnalytics({ dataDir, events: runtime.log })
 * analytics.record('products', params, response, userToken)
 */
export async function openAnalytics(options: OpenAnalyticsOptions): Promise<AnalyticsRuntime> {
  const now = options.now ?? Date.now
  const store = createAnalyticsStore(options.store)
  const log = await openSearchLog({
    dir: join(options.dataDir, 'analytics'),
    now,
    ...(options.searchLogMaxBytes !== undefined && { maxBytes: options.searchLogMaxBytes }),
  })
  const aggregator = createPrefixAggregator({
    commit(record) {
      store.add(record)
      log.append(record)
    },
  })
  const scratch: QueuedSearch = {
    t: 0,
    index: '',
    params: {},
    nbHits: 0,
    queryID: undefined,
    hits: [],
    userToken: undefined,
  }
  const queue = createSearchQueue({
    now,
    drain(batch) {
      for (let i = 0; i < batch.count; i++) {
        const { t, index, params, userToken } = batch.at(i, scratch)
        aggregator.push(toSearchRecord(index, params, scratch, userToken, t))
      }
    },
  })
  const onEvents = (events: InsightsEvent[]) => {
    // A click or conversion may follow its search by less than one batch.
    queue.drain()
    for (const event of events) {
      aggregator.flushUser(event.index, event.userToken)
      store.addEvent(event)
    }
  }
  let unsubscribe: (() => void) | undefined
  const events = options.events
  const ready = (async () => {
    await log.replay((record) => store.add(record))
    if (!events) return
    await events.scan({ event: (event) => store.addEvent(event) }, () => {
      unsubscribe = events.onCommit(onEvents)
    })
  })()
  ready.catch(() => undefined)
  const sweep = setInterval(() => aggregator.flush(now()), 1_000)
  sweep.unref()

  return {
    get store() {
      queue.drain()
      return store
    },
    log,
    ready,
    record(index, params, response, userToken) {
      if (isRecorded(params)) queue.push(index, params, response, userToken)
    },
    async flush() {
      queue.drain()
      aggregator.flush()
      await log.flush()
    },
    async close() {
      clearInterval(sweep)
      await ready.catch(() => undefined)
      unsubscribe?.()
      queue.stop()
      aggregator.flush()
      await log.close()
    },
  }
}
