import { createNumberColumn, type NumberColumn } from './number-column'

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
/** Damping exponents the tuner chooses from (see `tune-co-purchase.ts`; 0.3 and above never won
 * on Groceries or the simulated wide catalogues, and each exponent costs tuning time). */
export const DAMPING_GRID = [0, 0.1, 0.2] as const
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

/**
 * The co-purchase score of a pair on 0..1 with damping `d` (see the module comment); 0 for a
 * pair never bought together (no co-purchase, no score: the prior only ranks real pairs).
 */
export function coPurchaseScore(counts: PairCounts, d: number): number {
  if (!(counts.co > 0) || !(counts.nB > 0)) return 0
  const [pair, candidate] = smoothedCounts(counts)
  const score = pair / ((Math.max(0, counts.nA) + PRIOR) ** (1 - d) * candidate ** d)
  return score > 1 ? 1 : score
}

/** Scores candidates of one source: `(item, co, nB) → score`, as {@link coPurchaseScore}. */
export type PairScorer = (item: number, co: number, nB: number) => number

interface PowerCache {
  basketsOf: NumberColumn
  power: NumberColumn
}

const powerCaches = new WeakMap<object, Map<number, PowerCache>>()

/** nB^d per item, kept while the item's nB stays the same (one cache per owner and d). */
function powerCache(owner: object, d: number): PowerCache {
  let byDamping = powerCaches.get(owner)
  if (!byDamping) powerCaches.set(owner, (byDamping = new Map()))
  let cache = byDamping.get(d)
  if (!cache) {
    cache = { basketsOf: createNumberColumn(-1), power: createNumberColumn() }
    byDamping.set(d, cache)
  }
  return cache
}

/**
 * A fast {@link PairScorer} for the source's nA among `baskets`: the candidate's damping term
 * (nB + PRIOR · nB / N)^d = nB^d · (1 + PRIOR / N)^d uses nB^d cached per item in `owner`'s
 * cache (a power per candidate was most of a query's time). Same values as coPurchaseScore.
 * Counts are read as stored and multiplied by `scale` (recency-weighted counts, see
 * `decayed-counts.ts`), so the cache holds while the stored counts stay the same.
 */
export function pairScorer(
  owner: object,
  nA: number,
  baskets: number,
  d: number,
  scale = 1,
): PairScorer {
  const source = (Math.max(0, nA) * scale + PRIOR) ** (1 - d)
  const total = baskets * scale
  const gain = total > 0 ? scale ** d * (1 + PRIOR / total) ** d : 1
  const cache = d === 0 ? undefined : powerCache(owner, d)
  return (item, co, nB) => {
    if (!(co > 0) || !(nB > 0)) return 0
    const p = baskets > 0 ? Math.min(1, nB / baskets) : 0
    let candidate = 1
    if (cache) {
      if (cache.basketsOf.get(item) === nB) candidate = cache.power.get(item)
      else {
        candidate = nB ** d
        cache.basketsOf.set(item, nB)
        cache.power.set(item, candidate)
      }
      // nB ≤ N, so nB + PRIOR · p = nB · (1 + PRIOR / N).
      candidate *= p < 1 ? gain : scale ** d * (1 + PRIOR / (nB * scale)) ** d
    }
    const c = co * scale
    const score = ((c * c) / (c + SHRINK) + PRIOR * p) / (source * candidate)
    return score > 1 ? 1 : score
  }
}
