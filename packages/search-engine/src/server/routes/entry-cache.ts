import { isCacheableKey } from '../../core/cache-keys'
import type { SearchEntry } from './multi-search'

/** Distinct `requests` arrays remembered: listing pages repeat the same few bodies. */
const CAPACITY = 256

/**
 * Bounded LRU of decoded multi-query entries (at most 256, of at most 16 KB of JSON each), keyed
 * by the `requests` array's JSON: decoding (merging `params`, coercing, validating against the
 * spec) runs once per distinct array.
 * Entries are read-only once decoded; only successful decodings are kept.
 */
export function createEntryCache() {
  const entries = new Map<string, readonly SearchEntry[]>()
  return {
    decode(requests: unknown[], decode: (requests: unknown[]) => SearchEntry[]) {
      const key = JSON.stringify(requests)
      const cached = entries.get(key)
      if (cached !== undefined) {
        entries.delete(key)
        entries.set(key, cached)
        return cached
      }
      const decoded = decode(requests)
      if (!isCacheableKey(key)) return decoded
      if (entries.size >= CAPACITY) entries.delete(entries.keys().next().value!)
      entries.set(key, decoded)
      return decoded
    },
  }
}
