import type { BasketCounts } from './basket-counts'
import { pairScorer } from './co-purchase'
import type { ScoreBoard } from './score-board'

/** Neighbours of the source whose own co-purchases are read: its strongest ones. */
export const NEIGHBOUR_HOPS = 20

/** The `limit` strongest neighbours of `source` by P(neighbour | source), strongest first. */
function strongest(counts: BasketCounts, source: number, limit: number) {
  const items: number[] = []
  const weights: number[] = []
  const score = pairScorer(
    counts.cacheKey,
    counts.basketsOf(source),
    counts.baskets,
    0,
    counts.scale,
  )
  counts.pairs(source, (item, co) => {
    if (item === source) return
    const w = score(item, co, counts.basketsOf(item))
    if (!(w > 0) || (items.length === limit && w <= weights[limit - 1]!)) return
    let at = Math.min(items.length, limit - 1)
    while (at > 0 && weights[at - 1]! < w) at--
    items.splice(at, 0, item)
    weights.splice(at, 0, w)
    if (items.length > limit) {
      items.pop()
      weights.pop()
    }
  })
  return { items, weights }
}

/**
 * Second-order evidence for bought-together: what is bought with the items most bought with
 * the source. With j the source a's {@link NEIGHBOUR_HOPS} strongest neighbours by P(j | a)
 * (the undamped co-purchase score, shrunk for rare pairs) and k anything bought with one of them:
 *   S2(k) = Σ_j P(j | a) · P(k | j) / Σ_j P(j | a)
 * a weighted mean of the neighbours' own estimates, so within 0..1 like the direct score; P(k | j)
 * has k's popularity damped like the direct score (`damping`), so a best seller found in every
 * basket does not ride in on every neighbour. Where a source's own pairs are few (a wide
 * catalogue, a new item) its neighbours still know what goes with what; where they are many,
 * S2 mostly agrees with them. Adds S2 to `board` (reset by the caller) for every k but the source.
 */
export function neighbourEvidence(
  counts: BasketCounts,
  source: number,
  board: ScoreBoard,
  damping = 0,
): void {
  neighbourEvidenceGrid(counts, source, [board], [damping])
}

/** {@link neighbourEvidence} for several dampings in one pass, one board each (the tuner). */
export function neighbourEvidenceGrid(
  counts: BasketCounts,
  source: number,
  boards: readonly ScoreBoard[],
  dampings: readonly number[],
): void {
  const { items, weights } = strongest(counts, source, NEIGHBOUR_HOPS)
  let mass = 0
  for (const w of weights) mass += w
  if (!(mass > 0)) return
  for (let h = 0; h < items.length; h++) {
    const hop = items[h]!
    const share = weights[h]! / mass
    const nA = counts.basketsOf(hop)
    const scores = dampings.map((d) =>
      pairScorer(counts.cacheKey, nA, counts.baskets, d, counts.scale),
    )
    counts.pairs(hop, (item, co) => {
      if (item === source || !(co > 0)) return
      const nB = counts.basketsOf(item)
      for (let g = 0; g < scores.length; g++) boards[g]!.add(item, share * scores[g]!(item, co, nB))
    })
  }
}
