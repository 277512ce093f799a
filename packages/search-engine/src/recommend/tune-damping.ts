import { bestSellers } from './best-sellers'
import { DAMPING_GRID, DEFAULT_DAMPING, smoothedCounts } from './co-purchase'
import type { Interactions } from './interactions'

/** Fewest recent multi-item baskets to tune on; below, {@link DEFAULT_DAMPING} holds. */
export const MIN_TUNING_BASKETS = 50
const K = 10

interface Tuned {
  baskets: number
  damping: number
}

const tuned = new WeakMap<Interactions, Tuned>()

/** Sum of HitRate, Recall and NDCG at K of one ranked list. */
function quality(ranked: readonly number[], targets: ReadonlyMap<number, number>, n: number) {
  let hits = 0
  let dcg = 0
  ranked.forEach((item, i) => {
    if (targets.has(item)) {
      hits++
      dcg += 1 / Math.log2(i + 2)
    }
  })
  let ideal = 0
  for (let i = 0; i < Math.min(K, n); i++) ideal += 1 / Math.log2(i + 2)
  return (hits > 0 ? 1 : 0) + hits / n + dcg / ideal
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

/**
 * Chooses the damping of bought-together on the shop's own orders: each recent basket of two or
 * more items is taken out of the counts (leave-one-basket-out, exact since counts are sums),
 * one of its items asks for its top 10 under each damping of the grid, and the damping with the
 * best HitRate + Recall + NDCG wins (ties: the smaller damping).
 */
export function tuneDamping(interactions: Interactions, itemCount: number): number {
  const { coBuy, basketsOf, baskets } = interactions
  const popular = bestSellers(interactions, itemCount)
  const totals = new Float64Array(DAMPING_GRID.length)
  let queries = 0
  interactions.recentBaskets().forEach((basket, index) => {
    if (basket.items.size < 2) return
    const entries = [...basket.items]
    const [source, weight] = entries[index % entries.length]!
    const nA = basketsOf.get(source) - weight
    const row = coBuy.neighbours(source)
    if (!row || nA <= 0) return
    const items: number[] = []
    row.forEach((_, item) => items.push(item))
    for (const item of popular) if (item !== source && !row.has(item)) items.push(item)
    const pair = new Float64Array(items.length)
    const cand = new Float64Array(items.length)
    items.forEach((item, i) => {
      const mine = (basket.items.get(item) ?? 0) * (item === source ? 0 : 1)
      const [p, c] = smoothedCounts({
        co: Math.max(0, (row.get(item) ?? 0) - mine * weight),
        nA,
        nB: basketsOf.get(item) - mine,
        baskets: baskets - 1,
      })
      pair[i] = Math.log(p > 0 ? p : Number.MIN_VALUE)
      cand[i] = Math.log(c > 0 ? c : 1)
    })
    const targets = new Map(entries.filter(([item]) => item !== source))
    DAMPING_GRID.forEach((d, g) => {
      totals[g]! += quality(topK(items, pair, cand, d), targets, targets.size)
    })
    queries++
  })
  if (queries < MIN_TUNING_BASKETS) return DEFAULT_DAMPING
  let best = 0
  totals.forEach((total, g) => {
    if (total > totals[best]! + 1e-9) best = g
  })
  return DAMPING_GRID[best]!
}

/** The damping in force for these interactions, re-tuned once the baskets grew by 10%. */
export function dampingOf(interactions: Interactions, itemCount: number): number {
  const last = tuned.get(interactions)
  if (last && interactions.baskets < last.baskets * 1.1 + 20) return last.damping
  const damping = tuneDamping(interactions, itemCount)
  tuned.set(interactions, { baskets: interactions.baskets, damping })
  return damping
}
