/**
 * Scoring of co-purchases for bought-together: a smoothed estimate of how likely an item is
 * in the basket of another, with the candidate's popularity damped by a tunable exponent.
 *
 * For a source a and candidate b, with co the (weighted) baskets holding both, nA and nB the
 * baskets holding each and N all baskets, p = nB / N:
 *   c' = co² / (co + SHRINK) + PRIOR · p     (rare pairs shrunk; popularity as the prior)
 *   score = c' / ((nA + PRIOR)^(1 − d) · (nB + PRIOR · p)^d)
 * With d = 0 this is P(b | a) shrunk towards P(b) when a has few baskets (popularity fills in
 * only where co-purchase evidence is thin); d = ½ is a cosine; d = 1 would be lift, which buries
 * items genuinely bought together often. Since co ≤ min(nA, nB) the score stays within 0..1,
 * comparable across sources, and `_score` is 100 × it.
 */
export const SHRINK = 1
/** Pseudo-baskets of the popularity prior. */
export const PRIOR = 3
/** Damping exponents the tuner chooses from (see `tune-damping.ts`). */
export const DAMPING_GRID = [0, 0.1, 0.2, 0.3, 0.4, 0.5] as const
/** Damping used until the shop has enough baskets to tune it: mild, so that of two items
 * bought equally often with the source the more specific one comes first. */
export const DEFAULT_DAMPING = 0.2

/** Counts behind one (source, candidate) pair. */
export interface PairCounts {
  co: number
  nA: number
  nB: number
  baskets: number
}

/** The shrunk pair count c' and the candidate's smoothed count (both ≥ 0). */
export function smoothedCounts({ co, nB, baskets }: PairCounts): [pair: number, candidate: number] {
  const p = baskets > 0 ? Math.min(1, Math.max(0, nB) / baskets) : 0
  const shrunk = co > 0 ? (co * co) / (co + SHRINK) : 0
  return [shrunk + PRIOR * p, Math.max(0, nB) + PRIOR * p]
}

/** The co-purchase score of a pair on 0..1 with damping `d` (see the module comment). */
export function coPurchaseScore(counts: PairCounts, d: number): number {
  const [pair, candidate] = smoothedCounts(counts)
  if (!(pair > 0)) return 0
  const source = Math.max(0, counts.nA) + PRIOR
  const score = pair / (source ** (1 - d) * candidate ** d)
  return score > 1 ? 1 : score
}
