import type { EffectiveParams, Matches } from './matches'
import { MATCH_SCORE } from './match'
import { compileCustomRanking } from './ranking'
import type { Snapshot } from './snapshot'

/** Words missing and typos of a candidate: lower is more relevant. */
function relevanceBucket(matches: Matches, doc: number): number {
  let missing = 0
  let typos = 0
  for (const s of matches.states) {
    if (s.mark[doc] !== s.generation) missing++
    else typos += (s.info[doc]! & MATCH_SCORE) >> 1
  }
  return missing * 256 + typos
}

/**
 * Relevant sort of a virtual replica: of the candidates (in relevance order), keeps those in the
 * best bucket of matched words and typos, plus, below `relevancyStrictness` 100, that share of
 * the others in relevance order; then orders them by the replica's `customRanking`.
 */
export function relevantSort(
  snapshot: Snapshot,
  params: EffectiveParams,
  matches: Matches,
  ranked: Uint32Array,
): Uint32Array {
  if (matches.states.length === 0 || ranked.length === 0) return ranked
  const strictness = Math.min(100, Math.max(0, params.relevancyStrictness ?? 100))
  const buckets = Array.from(ranked, (doc) => relevanceBucket(matches, doc))
  let best = Infinity
  for (const b of buckets) if (b < best) best = b
  const others = buckets.filter((b) => b !== best).length
  let extra = Math.ceil((others * (100 - strictness)) / 100)
  const kept: number[] = []
  ranked.forEach((doc, i) => {
    if (buckets[i] === best) kept.push(i)
    else if (extra > 0) {
      extra--
      kept.push(i)
    }
  })
  const { rank } = snapshot.order(compileCustomRanking(params.customRanking))
  kept.sort((a, b) => rank[ranked[a]!]! - rank[ranked[b]!]! || a - b)
  return Uint32Array.from(kept, (i) => ranked[i]!)
}
