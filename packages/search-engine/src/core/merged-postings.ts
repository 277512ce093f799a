import type { Expansion } from './expand'
import type { TextIndex } from './text-index'

/** The best occurrence per document of a word expanded to several terms, by ascending document. */
export interface MergedPostings {
  docs: Uint32Array
  /** `WordState.info` of the best match (with `SECOND_FORM` where `other` is set), per entry of `docs`. */
  info: Uint8Array
  /** Packed slot and position of the best match, per entry of `docs`. */
  pos: Uint32Array
  /** First occurrence of another matching term (see `WordState.other`), per entry of `docs`. */
  other: Uint32Array
  /** Head distance of the match closest to a head (see `WordState.head`), per entry of `docs`. */
  head: Uint8Array
  /** Closeness weight of the word's matches (see `WordState.weight`), per entry of `docs`. */
  weight: Uint16Array
}

/** Expansions worth merging once: a short prefix spans many terms and many postings. */
const MIN_TERMS = 2
const MIN_POSTINGS = 4_096
/** Most postings kept merged per text index (about 16 bytes each). */
const BUDGET = 2_000_000

interface Cache {
  entries: Map<Expansion, MergedPostings>
  size: number
}

const caches = new WeakMap<TextIndex, Cache>()

/** Whether {@link mergedPostings} keeps this expansion (without per-slot typo rules). */
export function isMergeable(expansion: Expansion): boolean {
  return expansion.termIds.length >= MIN_TERMS && expansion.postings >= MIN_POSTINGS
}

/**
 * The merged postings of an expansion, kept per text index (indexes are immutable; expansions
 * are themselves cached per index and word) in a least-recently-used map bounded by postings:
 * the autocomplete types the same short prefixes over and over, and merging the postings of
 * every term a one- or two-letter prefix covers was the largest part of such a search.
 * `compute` fills the arrays on a miss (from a word state of the expansion).
 */
export function mergedPostings(
  index: TextIndex,
  expansion: Expansion,
  compute: () => MergedPostings,
): MergedPostings {
  let cache = caches.get(index)
  if (!cache) caches.set(index, (cache = { entries: new Map(), size: 0 }))
  const hit = cache.entries.get(expansion)
  if (hit) {
    cache.entries.delete(expansion)
    cache.entries.set(expansion, hit)
    return hit
  }
  const merged = compute()
  if (merged.docs.length > BUDGET) return merged
  cache.entries.set(expansion, merged)
  cache.size += merged.docs.length
  for (const [key, old] of cache.entries) {
    if (cache.size <= BUDGET) break
    cache.entries.delete(key)
    cache.size -= old.docs.length
  }
  return merged
}
