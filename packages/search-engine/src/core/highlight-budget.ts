import { markedChars, type HitOptions } from './hits'
import type { Hit } from './types'

/**
 * Characters of `_highlightResult` and `_snippetResult` one search writes. Algolia bounds the same
 * cost its way ("Algolia highlights the first 50,000 characters of the whole result set",
 * attributesToHighlight's page). Tags wrap every matched word: with 128-character tags,
 * `prefixAll` and 1,000 hits of 9 kB records an answer was ~12x the records (118 MB), and past
 * V8's longest string (a 500) when the records were one-letter words. A storefront page (tens of
 * hits, a few kB of highlighted text each) stays well under it.
 */
export const HIGHLIGHTED_CHARS = 1_000_000

/**
 * Hit options for the hits of one search, in order: each hit is highlighted and snippeted while
 * what that writes fits in {@link HIGHLIGHTED_CHARS}; from the first hit past it on, hits carry
 * neither `_highlightResult` nor `_snippetResult` (their unmarked copies would cost as much).
 */
export function highlightBudget(options: HitOptions): (record: Hit) => HitOptions {
  if (options.attributesToHighlight.length === 0 && options.attributesToSnippet.length === 0) {
    return () => options
  }
  const unmarked: HitOptions = { ...options, attributesToHighlight: [], attributesToSnippet: [] }
  let left = HIGHLIGHTED_CHARS
  return (record) => {
    if (left < 0) return unmarked
    left -= markedChars(record, options, left)
    return left < 0 ? unmarked : options
  }
}
