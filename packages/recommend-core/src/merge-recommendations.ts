import { MAX_RECOMMENDATIONS_LIMIT } from './validate'
import type { FacetHit, Recommendation, RecommendHit, RecommendResult } from './types'

/** Input of {@link mergeRecommendations}. */
export interface MergeOptions<THit extends RecommendHit> {
  /** The provider's `results[]`, one per input object, in request order. */
  results: readonly RecommendResult<THit>[]
  /** The input objects: never recommended back. */
  objectIDs?: readonly string[] | undefined
  /** Cap on the merged list; no cap when absent. */
  maxRecommendations?: number | undefined
}

/**
 * Distinct candidates, indexed by slot (first-seen order), in typed arrays sized once to the
 * number of hits: the pass over the hits allocates nothing per hit and gives the garbage
 * collector nothing to trace. Per slot: how many results recommended it, its best `_score`
 * (fallback hits without one rank below every scored hit), and where that best copy is
 * (result index, hit index). The kept copy only changes for a strictly higher score.
 */
type Candidates = [
  size: number,
  counts: Int32Array,
  scores: Float64Array,
  sources: Int32Array,
  offsets: Int32Array,
]

function collect(
  results: readonly RecommendResult<RecommendHit>[],
  excluded: ReadonlySet<string>,
): Candidates {
  let total = 0
  for (const { hits } of results) total += hits.length
  const slots = new Map<string, number>()
  const counts = new Int32Array(total)
  const scores = new Float64Array(total)
  const sources = new Int32Array(total)
  const offsets = new Int32Array(total)
  /** The last result that counted each slot, so a result repeating a hit counts once. */
  const lastResults = new Int32Array(total)
  let size = 0
  for (let result = 0; result < results.length; result++) {
    const hits = results[result]!.hits
    for (let offset = 0; offset < hits.length; offset++) {
      const { objectID, _score } = hits[offset]!
      const score = _score ?? -Infinity
      let slot = slots.get(objectID)
      if (slot === undefined) {
        if (excluded.has(objectID)) continue
        slots.set(objectID, (slot = size++))
      }
      const isNew = counts[slot] === 0
      if (isNew || lastResults[slot] !== result) {
        counts[slot]!++
        lastResults[slot] = result
      }
      if (isNew || score > scores[slot]!) {
        scores[slot] = score
        sources[slot] = result
        offsets[slot] = offset
      }
    }
  }
  return [size, counts, scores, sources, offsets]
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
  const [size, counts, scores, sources, offsets] = collect(results, new Set(objectIDs))
  const ranksBefore = (a: number, b: number) =>
    counts[a] !== counts[b]
      ? counts[a]! > counts[b]!
      : scores[a] !== scores[b]
        ? scores[a]! > scores[b]!
        : a < b
  const ranked =
    maxRecommendations <= MAX_RECOMMENDATIONS_LIMIT
      ? selectTop(size, maxRecommendations, ranksBefore)
      : Array.from({ length: size }, (_, slot) => slot)
          .sort((a, b) => (ranksBefore(a, b) ? -1 : 1))
          .slice(0, maxRecommendations)
  return ranked.map((slot, i) => {
    const { hits, queryID } = results[sources[slot]!]!
    return tag(hits[offsets[slot]!]!, i, queryID)
  })
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
