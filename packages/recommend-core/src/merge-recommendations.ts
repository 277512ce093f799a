import { MAX_RECOMMENDATIONS_LIMIT } from './validate'
import type { FacetHit, Recommendation, RecommendHit, RecommendResult } from './types'

/** Input of {@link mergeRecommendations}. */
export interface MergeOptions<THit extends RecommendHit> {
  /** The provider's `results[]`, one per input object, in request order. */
  results: readonly RecommendResult<THit>[]
  /** The input objects: never recommended back. */
  objectIDs?: readonly string[]
  /** Cap on the merged list; no cap when absent. */
  maxRecommendations?: number
}

/**
 * Distinct candidates as parallel arrays indexed by slot (first-seen order), so the pass over
 * the hits allocates no object per candidate: the kept copy of each (the one with the best
 * `_score`), its result's queryID, how many results recommended it, and its best `_score`
 * (fallback hits without a score rank below every scored hit).
 */
type Candidates<THit> = [
  hits: THit[],
  queryIDs: (string | undefined)[],
  counts: number[],
  scores: number[],
]

function collect<THit extends RecommendHit>(
  results: readonly RecommendResult<THit>[],
  excluded: ReadonlySet<string>,
): Candidates<THit> {
  const slots = new Map<string, number>()
  const candidates: Candidates<THit> = [[], [], [], []]
  const [hits, queryIDs, counts, scores] = candidates
  /** Index of the last result that counted each slot, so a result repeating a hit counts once. */
  const lastResult: number[] = []
  results.forEach(({ hits: resultHits, queryID }, index) => {
    for (const hit of resultHits) {
      const id = hit.objectID
      if (excluded.has(id)) continue
      const score = hit._score ?? -Infinity
      const slot = slots.get(id)
      if (slot === undefined) {
        slots.set(id, hits.push(hit) - 1)
        queryIDs.push(queryID)
        counts.push(1)
        scores.push(score)
        lastResult.push(index)
        continue
      }
      if (lastResult[slot] !== index) counts[slot]!++
      lastResult[slot] = index
      if (score > scores[slot]!) {
        hits[slot] = hit
        scores[slot] = score
        queryIDs[slot] = queryID
      }
    }
  })
  return candidates
}

/** The `cap` best slots in rank order: a bounded insertion, linear for a small cap. */
function selectTop(size: number, cap: number, ranksBefore: (a: number, b: number) => boolean) {
  const top: number[] = []
  for (let slot = 0; slot < size; slot++) {
    if (top.length === cap && !ranksBefore(slot, top[cap - 1]!)) continue
    let at = top.length
    while (at > 0 && ranksBefore(slot, top[at - 1]!)) at--
    top.splice(at, 0, slot)
    if (top.length > cap) top.pop()
  }
  return top
}

/**
 * Merges the hits of several results into one list, in one pass over the hits (Map-based).
 *
 * Rule: duplicates (same objectID) become one item and the input objects are dropped; items
 * recommended for more inputs rank first, then higher `_score` (its best score over the
 * results; hits without a score last), then first appearance (stable). The list is capped at
 * `maxRecommendations`, then each item gets `__position` (1-based) and `__queryID` (of the
 * result its kept copy came from: the copy with the best score). Inputs are not mutated.
 */
export function mergeRecommendations<THit extends RecommendHit>({
  results,
  objectIDs = [],
  maxRecommendations = Infinity,
}: MergeOptions<THit>): Recommendation<THit>[] {
  const [hits, queryIDs, counts, scores] = collect(results, new Set(objectIDs))
  const ranksBefore = (a: number, b: number) =>
    counts[a] !== counts[b]
      ? counts[a]! > counts[b]!
      : scores[a] !== scores[b]
        ? scores[a]! > scores[b]!
        : a < b
  const ranked =
    maxRecommendations <= MAX_RECOMMENDATIONS_LIMIT
      ? selectTop(hits.length, maxRecommendations, ranksBefore)
      : [...hits.keys()].sort((a, b) => (ranksBefore(a, b) ? -1 : 1)).slice(0, maxRecommendations)
  return ranked.map((slot, i) => tag(hits[slot]!, i, queryIDs[slot]))
}

function tag<THit>(hit: THit, index: number, queryID: string | undefined): Recommendation<THit> {
  return { ...hit, __position: index + 1, ...(queryID !== undefined && { __queryID: queryID }) }
}

/** Trending facet values of one result, capped and tagged with `__position` (and `__queryID`). */
export function toFacetRecommendations(
  { hits, queryID }: RecommendResult<FacetHit>,
  maxRecommendations = Infinity,
): Recommendation<FacetHit>[] {
  return hits.slice(0, maxRecommendations).map((hit, i) => tag(hit, i, queryID))
}
