import type { Hit } from '../core/types'
import type { InsightsEvent } from '../insights/types'
import { createIndexModel } from './index-model'
import { boughtTogether } from './models/bought-together'
import { coPurchaseTuning, type CoPurchaseTuning } from './tune-co-purchase'

/** HitRate@10, Recall@10 and NDCG@10 of one recommender over the same queries. */
export interface BasketScore {
  hitRate: number
  recall: number
  ndcg: number
}

/** bought-together against the two baselines on one split of real baskets. */
export interface BasketReport {
  trainBaskets: number
  queries: number
  tuning: CoPurchaseTuning
  boughtTogether: BasketScore
  popularity: BasketScore
  coOccurrence: BasketScore
}

const K = 10
/** Algolia's limit of objectIDs per event. */
export const MAX_EVENT_ITEMS = 20

/** A basket as a shop sends it: purchase events of at most 20 objectIDs, same user and time. */
export function orderEvents(user: string, items: readonly string[], t: number): InsightsEvent[] {
  const events: InsightsEvent[] = []
  for (let i = 0; i < items.length; i += MAX_EVENT_ITEMS) {
    events.push({
      eventName: 'Order Completed',
      eventType: 'conversion',
      eventSubtype: 'purchase',
      index: 'products',
      userToken: user,
      timestamp: t + events.length,
      objectIDs: items.slice(i, i + MAX_EVENT_ITEMS),
    })
  }
  return events
}

function score(ranked: readonly string[], targets: ReadonlySet<string>): BasketScore {
  let hits = 0
  let dcg = 0
  ranked.slice(0, K).forEach((id, i) => {
    if (targets.has(id)) {
      hits++
      dcg += 1 / Math.log2(i + 2)
    }
  })
  let ideal = 0
  for (let i = 0; i < Math.min(K, targets.size); i++) ideal += 1 / Math.log2(i + 2)
  return { hitRate: hits > 0 ? 1 : 0, recall: hits / targets.size, ndcg: dcg / ideal }
}

function mean(list: readonly BasketScore[]): BasketScore {
  const n = Math.max(1, list.length)
  const sum = (key: keyof BasketScore) => list.reduce((s, x) => s + x[key], 0) / n
  return { hitRate: sum('hitRate'), recall: sum('recall'), ndcg: sum('ndcg') }
}

/** A deterministic pick among `n` for query number `i` (a stand-in for a seeded draw). */
function pick(i: number, n: number): number {
  let h = Math.imul(i + 1, 0x9e3779b1)
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b)
  return ((h ^ (h >>> 13)) >>> 0) % n
}

/** A deterministic Fisher-Yates shuffle of `list` (a linear congruential generator). */
export function shuffled<T>(list: readonly T[], seed: number): T[] {
  let state = seed >>> 0
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** Plain pair counts and basket counts of the training baskets: the baselines' model. */
function countPairs(baskets: ReadonlyArray<readonly string[]>) {
  const n = new Map<string, number>()
  const co = new Map<string, Map<string, number>>()
  for (const basket of baskets) {
    for (const a of basket) {
      n.set(a, (n.get(a) ?? 0) + 1)
      let row = co.get(a)
      if (!row) co.set(a, (row = new Map()))
      for (const b of basket) if (b !== a) row.set(b, (row.get(b) ?? 0) + 1)
    }
  }
  const popular = [...n].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).map(([id]) => id)
  return { n, co, popular }
}

/**
 * Offline evaluation of bought-together on real baskets, as the issue defines it: the last
 * `holdout` share of baskets (in file order, or shuffled with `seed`) is held out; the model learns the others as a shop sends them
 * (each basket as purchase events of ≤ 20 objectIDs by one user); each held-out basket of two
 * or more distinct items asks with one of its items (a fixed pseudo-random pick) and the others
 * are the targets. Baselines on the same split: the most popular training items, and plain
 * co-occurrence counts (ties broken by popularity). Lists of both item models shorter than 10
 * are filled with the best sellers, as a shop's `fallbackParameters` would.
 */
export function evaluateBaskets(options: {
  records: readonly Hit[]
  baskets: ReadonlyArray<readonly string[]>
  holdout?: number
  /** Shuffles the baskets with this seed before the cut (a random split); default: file order. */
  seed?: number
  /** The shopper of each basket (its userToken); default: a new shopper per basket. */
  users?: readonly string[]
}): BasketReport {
  const distinct = options.baskets.map((b, i) => ({
    items: [...new Set(b)],
    user: options.users?.[i] ?? `basket-${i}`,
  }))
  const orders = options.seed === undefined ? distinct : shuffled(distinct, options.seed)
  const baskets = orders.map((order) => order.items)
  const cut = Math.floor(baskets.length * (1 - (options.holdout ?? 0.1)))
  const train = baskets.slice(0, cut)
  const model = createIndexModel('products', options.records)
  const start = Date.UTC(2025, 0, 1)
  // Orders five minutes apart: two orders of one shopper stay two baskets (see `baskets.ts`).
  train.forEach((basket, i) => {
    for (const event of orderEvents(orders[i]!.user, basket, start + i * 300_000))
      model.apply(event)
  })
  const { n, co, popular } = countPairs(train)
  const results = { bought: [] as BasketScore[], pop: [] as BasketScore[], co: [] as BasketScore[] }
  baskets.slice(cut).forEach((basket, i) => {
    if (basket.length < 2) return
    const query = basket[pick(i, basket.length)]!
    const targets = new Set(basket.filter((id) => id !== query))
    const others = popular.filter((id) => id !== query)
    // Both item models' short lists are filled with best sellers, as fallbackParameters would.
    const filled = (list: string[]) => [...list, ...others.filter((id) => !list.includes(id))]
    const bought = boughtTogether(model, query, K).map(({ item }) => model.catalog.items.name(item))
    results.bought.push(score(filled(bought), targets))
    results.pop.push(score(others, targets))
    const row = [...(co.get(query) ?? [])]
    row.sort((x, y) => y[1] - x[1] || (n.get(y[0]) ?? 0) - (n.get(x[0]) ?? 0))
    results.co.push(score(filled(row.slice(0, K).map(([id]) => id)), targets))
  })
  return {
    trainBaskets: train.length,
    queries: results.bought.length,
    tuning: tuningAfter(model),
    boughtTogether: mean(results.bought),
    popularity: mean(results.pop),
    coOccurrence: mean(results.co),
  }
}

function tuningAfter(model: ReturnType<typeof createIndexModel>): CoPurchaseTuning {
  return coPurchaseTuning(model.interactions)
}
