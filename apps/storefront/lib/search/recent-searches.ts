/** localStorage key of the shopper's recent searches. */
export const RECENT_SEARCHES_KEY = 'vitrine:recent-searches'
/** How many recent searches are kept. */
export const MAX_RECENT_SEARCHES = 5
const MAX_QUERY_LENGTH = 100

const EMPTY: readonly string[] = Object.freeze([])

/** Whitespace collapsed and trimmed, at most 100 characters; `''` when nothing is left. */
export function normalizeSearch(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
}

/** Puts `query` first (dropping a case-insensitive duplicate) and keeps the `max` latest. */
export function addRecentSearch(
  list: readonly string[],
  query: string,
  max = MAX_RECENT_SEARCHES,
): string[] {
  const value = normalizeSearch(query)
  if (!value) return [...list].slice(0, max)
  const key = value.toLowerCase()
  return [value, ...list.filter((item) => item.toLowerCase() !== key)].slice(0, max)
}

/** Reads a stored list, tolerating anything a user or an older version may have left. */
export function parseRecentSearches(raw: string | null, max = MAX_RECENT_SEARCHES): string[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed
    .filter((item): item is string => typeof item === 'string')
    .reduceRight<string[]>((list, item) => addRecentSearch(list, item, max), [])
}

/** The recent searches that start with, then contain, `query` (case-insensitive). */
export function matchRecentSearches(list: readonly string[], query: string, max: number): string[] {
  const key = normalizeSearch(query).toLowerCase()
  if (!key) return list.slice(0, max)
  const starts = list.filter((item) => item.toLowerCase().startsWith(key))
  const contains = list.filter((item) => !starts.includes(item) && item.toLowerCase().includes(key))
  return [...starts, ...contains].slice(0, max)
}

/** A store of recent searches backed by Web Storage, shared by every tab. */
export interface RecentSearchesStore {
  /** The list, newest first; the same array until it changes. */
  getSnapshot(): readonly string[]
  /** Calls `listener` after every change, also those made in other tabs. */
  subscribe(listener: () => void): () => void
  add(query: string): void
  clear(): void
}

/** Options of {@link createRecentSearchesStore}. */
export interface RecentSearchesStoreOptions {
  /** `undefined` (no storage, private mode…) keeps the list in memory only. */
  storage: Storage | undefined
  /** Where `storage` events of other tabs arrive. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  key?: string
  max?: number
}

/** Creates a recent searches store; storage failures degrade to an in-memory list. */
export function createRecentSearchesStore({
  storage,
  events,
  key = RECENT_SEARCHES_KEY,
  max = MAX_RECENT_SEARCHES,
}: RecentSearchesStoreOptions): RecentSearchesStore {
  const listeners = new Set<() => void>()
  // Once storage fails (disabled, quota), the list lives in memory for the rest of the page.
  let backing = storage
  let raw: string | null | undefined
  let list: readonly string[] = EMPTY

  const read = (): readonly string[] => {
    if (!backing) return list
    let current: string | null
    try {
      current = backing.getItem(key)
    } catch {
      backing = undefined
      return list
    }
    if (current !== raw) {
      raw = current
      list = Object.freeze(parseRecentSearches(current, max))
    }
    return list
  }
  const write = (next: string[]) => {
    list = Object.freeze(next)
    raw = next.length > 0 ? JSON.stringify(next) : null
    try {
      if (raw !== null) backing?.setItem(key, raw)
      else backing?.removeItem(key)
    } catch {
      backing = undefined
    }
    listeners.forEach((listener) => listener())
  }
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key
    if (changed === key || changed === null) listeners.forEach((listener) => listener())
  }

  return {
    getSnapshot: read,
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage)
      }
    },
    add: (query) => {
      const next = addRecentSearch(read(), query, max)
      if (next.join('\n') !== read().join('\n')) write(next)
    },
    clear: () => write([]),
  }
}
