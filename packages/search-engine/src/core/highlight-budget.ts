import { charBudget, spend, type CharBudget } from './char-budget'
import { markedChars, type HitOptions } from './hits'
import type { Hit } from './types'

/**
 * Characters of `_highlightResult` and `_snippetResult` one HTTP request writes: the hits of all
 * the queries of a multi-query, and of all the requests of a recommendations call (their
 * fallback searches included), share it. Algolia bounds the same cost its way ("Algolia
 * highlights the first 50,000 characters of the whole result set", attributesToHighlight's
 * page). Tags wrap every matched word: with 128-character tags, `prefixAll` and 1,000 hits of
 * 9 kB records an answer was ~12x the records (118 MB), and past V8's longest string (a 500)
 * when the records were one-letter words. A storefront page (tens of hits, a few kB of
 * highlighted text each) stays well under it.
 */
export const HIGHLIGHTED_CHARS = 1_000_000

/**
 * What is left of one request's {@link HIGHLIGHTED_CHARS}: past it, a hit and every later one go
 * unmarked (an answer with none cut is the same whatever the budget).
 */
export type HighlightBudget = CharBudget

/** A request's budget, to share between the searches (and recommendations) it answers. */
export function requestHighlightBudget(chars = HIGHLIGHTED_CHARS): HighlightBudget {
  return charBudget(chars)
}

/**
 * Charges `chars` (counted only while they fit: `count(limit)` may stop once past `limit`) to
 * the budget; false when the hit does not fit, and then it must be written unmarked.
 */
export function chargeHighlight(budget: HighlightBudget, count: (limit: number) => number) {
  if (spend(budget, budget.left >= 0 ? count(budget.left) : 0)) return true
  budget.cut++
  return false
}

/**
 * Hit options for the hits of one search, in order: each hit is highlighted and snippeted while
 * what that writes fits in the request's budget; from the first hit past it on, hits carry
 * neither `_highlightResult` nor `_snippetResult` (their unmarked copies would cost as much).
 */
export function highlightBudget(
  options: HitOptions,
  budget: HighlightBudget = requestHighlightBudget(),
): (record: Hit) => HitOptions {
  if (options.attributesToHighlight.length === 0 && options.attributesToSnippet.length === 0) {
    return () => options
  }
  const unmarked: HitOptions = { ...options, attributesToHighlight: [], attributesToSnippet: [] }
  return (record) =>
    chargeHighlight(budget, (limit) => markedChars(record, options, limit)) ? options : unmarked
}
