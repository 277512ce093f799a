import { pairFactor } from './baskets'
import type { CoOccurrence } from './co-occurrence'
import { DAMPING_GRID, DEFAULT_DAMPING, smoothedCounts } from './co-purchase'
import type { Interactions } from './interactions'

/** Fewest recent multi-item baskets to tune on; below, the defaults hold. */
export const MIN_TUNING_BASKETS = 50
const K = 10

/** How bought-together scores for one shop: the damping and which pair counts. */
export interface CoPurchaseTuning {
  damping: number
  /** Whether the spread counts (each basket's pairs over √(items − 1)) serve. */
  spread: boolean
}

/** Until a shop has enough baskets: mild damping, plain counts. */
export const DEFAULT_TUNING: CoPurchaseTuning = { damping: DEFAULT_DAMPING, spread: false }

/** The pair counts a tuning reads. */
export function pairCounts(interactions: Interactions, tuning: CoPurchaseTuning): CoOccurrence {
  return tuning.spread ? interactions.coBuySpread : interactions.coBuy
}

/** Sum of HitRate, Recall and NDCG at K of one ranked list. */
function quality(ranked: readonly number[], targets: ReadonlyMap<number, number>) {
  let hits = 0
  let dcg = 0
  ranked.forEach((item, i) => {
    if (targets.has(item)) {
      hits++
      dcg += 1 / Math.log2(i + 2)
    }
  })
  let ideal = 0
  for (let i = 0; i < Math.min(K, targets.size); i++) ideal += 1 / Math.log2(i + 2)
  return (hits > 0 ? 1 : 0) + hits / targets.size + dcg / ideal
}

/** The K best candidates by log pair − d · log candidate (the score's order for one source). */
function topK(items: readonly number[], pair: Float64Array, cand: Float64Array, d: number) {
  const best: number[] = []
  const value: number[] = []
  for (let i = 0; i < items.length; i++) {
    const v = pair[i]! - d * cand[i]!
    if (best.length === K && v <= value[K - 1]!) continue
    let at = Math.min(best.length, K - 1)
    while (at > 0 && value[at - 1]! < v) at--
    best.splice(at, 0, items[i]!)
    value.splice(at, 0, v)
    if (best.length > K) {
      best.pop()
      value.pop()
    }
  }
  return best
}

/** Quality summed over the recent baskets for each damping of the grid, with one kind of count. */
function evaluate(interactions: Interactions, spread: boolean) {
  const { basketsOf, baskets } = interactions
  const counts = pairCounts(interactions, { damping: 0, spread })
  const totals = new Float64Array(DAMPING_GRID.length)
  let queries = 0
  interactions.recentBaskets().forEach((basket, index) => {
    if (basket.items.size < 2) return
    const entries = [...basket.items]
    const [source, weight] = entries[index % entries.length]!
    const factor = spread ? pairFactor(entries.length) : 1
    const nA = basketsOf.get(source) - weight
    const row = counts.neighbours(source)
    if (!row || nA <= 0) return
    const items: number[] = []
    row.forEach((_, item) => items.push(item))
    const pair = new Float64Array(items.length)
    const cand = new Float64Array(items.length)
    items.forEach((item, i) => {
      // Leave this basket out: counts are sums, so subtracting its share is exact.
      const mine = item === source ? 0 : (basket.items.get(item) ?? 0)
      const [p, c] = smoothedCounts({
        co: Math.max(0, (row.get(item) ?? 0) - mine * weight * factor),
        nA,
        nB: basketsOf.get(item) - mine,
        baskets: baskets - 1,
      })
      pair[i] = Math.log(p > 0 ? p : Number.MIN_VALUE)
      cand[i] = Math.log(c > 0 ? c : 1)
    })
    const targets = new Map(entries.filter(([item]) => item !== source))
    DAMPING_GRID.forEach((d, g) => {
      totals[g]! += quality(topK(items, pair, cand, d), targets)
    })
    queries++
  })
  return { totals, queries }
}

/**
 * Tunes bought-together on the shop's own orders: each recent basket of two or more items is
 * taken out of the counts (leave-one-basket-out), one of its items asks for its top 10 under
 * each damping of the grid, with plain and with spread pair counts, and the setting with the
 * best HitRate + Recall + NDCG wins (ties: plain counts, then the smaller damping).
 */
export function tuneCoPurchase(interactions: Interactions): CoPurchaseTuning {
  let best = DEFAULT_TUNING
  let bestTotal = Number.NEGATIVE_INFINITY
  for (const spread of [false, true]) {
    const { totals, queries } = evaluate(interactions, spread)
    if (queries < MIN_TUNING_BASKETS) return DEFAULT_TUNING
    totals.forEach((total, g) => {
      if (total > bestTotal + 1e-9) {
        bestTotal = total
        best = { damping: DAMPING_GRID[g]!, spread }
      }
    })
  }
  return best
}

interface Tuned {
  baskets: number
  tuning: CoPurchaseTuning
}

const tuned = new WeakMap<Interactions, Tuned>()

/** The tuning in force for these interactions, re-tuned once the baskets grew by 10%. */
export function coPurchaseTuning(interactions: Interactions): CoPurchaseTuning {
  const last = tuned.get(interactions)
  if (last && interactions.baskets < last.baskets * 1.1 + 20) return last.tuning
  const tuning = tuneCoPurchase(interactions)
  tuned.set(interactions, { baskets: interactions.baskets, tuning })
  return tuning
}
