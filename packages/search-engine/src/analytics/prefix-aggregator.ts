import { normalizeQuery } from './normalize-query'
import type { SearchRecord } from './types'

/** Options of {@link createPrefixAggregator}. */
export interface PrefixAggregatorOptions {
  /** Receives each search once it is final. */
  commit: (record: SearchRecord) => void
  /** Keystrokes closer than this belong to one search. @default 5,000 ms */
  windowMs?: number
  /** Most shoppers typing at once; past it the oldest pending search is committed. @default 50,000 */
  maxPending?: number
}

/** Keeps one shopper's keystrokes as the search they ended with ("prefix aggregation"). */
export interface PrefixAggregator {
  push(record: SearchRecord): void
  /** Commits the pending searches older than the window (all of them when `now` is omitted). */
  flush(now?: number): void
  /** Commits the pending search of one user (before joining an event of theirs). */
  flushUser(index: string, userToken: string): void
  readonly pending: number
}

function related(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a)
}

/**
 * Prefix aggregation, as Algolia's analytics does it: a search-as-you-type sends a query per
 * keystroke, so successive searches of one user on one index, less than `windowMs` apart, whose
 * queries extend (or shorten) one another, count as one search: the last. Searches without a
 * user token cannot be told apart and are committed at once.
 */
export function createPrefixAggregator(options: PrefixAggregatorOptions): PrefixAggregator {
  const windowMs = options.windowMs ?? 5_000
  const maxPending = options.maxPending ?? 50_000
  const pending = new Map<string, { record: SearchRecord; q: string }>()

  function push(record: SearchRecord): void {
    if (!record.userToken) {
      options.commit(record)
      return
    }
    const key = `${record.index}\u0000${record.userToken}`
    const q = normalizeQuery(record.query)
    const previous = pending.get(key)
    if (previous) {
      pending.delete(key)
      const sameSearch = record.t - previous.record.t <= windowMs && related(previous.q, q)
      if (!sameSearch) options.commit(previous.record)
    } else if (pending.size >= maxPending) {
      const [oldest, entry] = pending.entries().next().value!
      pending.delete(oldest)
      options.commit(entry.record)
    }
    pending.set(key, { record, q })
  }

  function flush(now?: number): void {
    for (const [key, entry] of pending) {
      // Insertion order is arrival order: the first recent one ends the scan.
      if (now !== undefined && now - entry.record.t <= windowMs) break
      pending.delete(key)
      options.commit(entry.record)
    }
  }

  function flushUser(index: string, userToken: string): void {
    const key = `${index}\u0000${userToken}`
    const entry = pending.get(key)
    if (!entry) return
    pending.delete(key)
    options.commit(entry.record)
  }

  return {
    push,
    flush,
    flushUser,
    get pending() {
      return pending.size
    },
  }
}
