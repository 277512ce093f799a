import { collectValues, compilePath } from '../core/attributes'
import type { Hit } from '../core/types'
import type { InsightsEvent } from '../insights/types'
import { createIndexModel } from './index-model'
import { trendingFacets } from './models/trending-facets'
import { trendingItems } from './models/trending-items'

/**
 * Precision@k of a trending list and of two baselines against the next period's best movers,
 * averaged over the cuts.
 */
export interface TrendScore {
  /** Movers found per cut, on average (the next period's k best, among those that grew at all). */
  movers: number
  /** Cuts evaluated. */
  cuts: number
  trending: number
  /** The most active in the last period before the cut. */
  lastPeriod: number
  /** The most active over the whole history before the cut. */
  allTime: number
  /** Cuts where trending found more movers than the better baseline, and fewer. */
  wins: number
  losses: number
}

/** Does trending-items / trending-facets predict the next period's best movers? */
export interface TrendReport {
  items: TrendScore
  facets: TrendScore
  facetName: string
}

const K = 10
const BASELINE_PERIODS = 14

type Counts = Map<string, number>

function add(counts: Counts, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

function top(counts: ReadonlyMap<string, number>, k: number): string[] {
  return [...counts]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, k)
    .map(([key]) => key)
}

function precision(list: readonly string[], movers: ReadonlySet<string>): number {
  if (movers.size === 0) return 0
  return list.slice(0, K).filter((key) => movers.has(key)).length / Math.min(K, movers.size)
}

/** Activity per key in the next period, in the last period before the cut, and before the cut. */
function activity(
  events: readonly InsightsEvent[],
  cut: number,
  period: number,
  keys: (e: InsightsEvent) => string[],
) {
  const next: Counts = new Map()
  const last: Counts = new Map()
  const before: Counts = new Map()
  const baseline: Counts = new Map()
  for (const event of events) {
    const t = event.timestamp
    for (const key of keys(event)) {
      if (t >= cut && t < cut + period) add(next, key)
      else if (t < cut) {
        add(before, key)
        if (t >= cut - period) add(last, key)
        if (t >= cut - BASELINE_PERIODS * period) add(baseline, key)
      }
    }
  }
  // A mover's growth: next period's activity against its average period of the baseline window,
  // as a Poisson z-score, so that noise on a best seller does not count as a move.
  const growth: Counts = new Map()
  for (const [key, n] of next) {
    const expected = (baseline.get(key) ?? 0) / BASELINE_PERIODS
    growth.set(key, (n - expected) / Math.sqrt(expected + 1))
  }
  return { movers: new Set(top(growth, K)), last, before }
}

/**
 * Offline evaluation of the trending models: the history is cut at the start of each of its
 * last `cuts` periods (default 7 days); at each cut the models have learnt the events before it
 * and are asked at the cut. The targets are the next period's best movers: the K items (or
 * facet values) whose activity in that period grew most over their average period of the two
 * weeks before (Poisson z-score). Reported as precision@10, averaged over the cuts, beside two
 * baselines on the same cuts: the most active items of the last period and of all the history
 * before the cut (what a shop shows without a trend model), and how many cuts trending won or
 * lost against the better of the two.
 */
export function evaluateTrending(options: {
  records: readonly Hit[]
  events: readonly InsightsEvent[]
  facetName?: string
  period?: number
  cuts?: number
}): TrendReport {
  const period = options.period ?? 86_400_000
  const facetName = options.facetName ?? 'brand'
  const events = [...options.events].sort((a, b) => a.timestamp - b.timestamp)
  const end = events.reduce((max, e) => Math.max(max, e.timestamp), 0)
  const byId = new Map(options.records.map((r) => [r.objectID, r]))
  const path = compilePath(facetName)
  const itemsOf = (e: InsightsEvent) => e.objectIDs ?? []
  const valuesOf = (e: InsightsEvent) =>
    itemsOf(e).flatMap((id) => {
      const record = byId.get(id)
      return record ? collectValues(record, path).map(String) : []
    })

  const cuts = options.cuts ?? 7
  const perCut = { items: [] as TrendScore[], facets: [] as TrendScore[] }
  for (let c = cuts; c >= 1; c--) {
    const cut = end + 1 - c * period
    // A model per cut: trends are memoised per model for a second of wall-clock time.
    const model = createIndexModel('products', options.records)
    for (const event of events) {
      if (event.timestamp >= cut) break
      model.apply(event)
    }
    const score = (a: ReturnType<typeof activity>, list: string[]): TrendScore => {
      const trending = precision(list, a.movers)
      const best = Math.max(
        precision(top(a.last, K), a.movers),
        precision(top(a.before, K), a.movers),
      )
      return {
        movers: a.movers.size,
        cuts: 1,
        trending,
        lastPeriod: precision(top(a.last, K), a.movers),
        allTime: precision(top(a.before, K), a.movers),
        wins: trending > best ? 1 : 0,
        losses: trending < best ? 1 : 0,
      }
    }
    const items = activity(events, cut, period, itemsOf)
    const trending = trendingItems(model, cut).map(({ item }) => model.catalog.items.name(item))
    perCut.items.push(score(items, trending))
    const facets = activity(events, cut, period, valuesOf)
    const values = trendingFacets(model, facetName, cut).map((f) => f.facetValue)
    perCut.facets.push(score(facets, values))
  }
  return { items: average(perCut.items), facets: average(perCut.facets), facetName }
}

function average(list: readonly TrendScore[]): TrendScore {
  const n = Math.max(1, list.length)
  const mean = (key: keyof TrendScore) => list.reduce((s, x) => s + x[key], 0) / n
  const sum = (key: keyof TrendScore) => list.reduce((s, x) => s + x[key], 0)
  return {
    movers: mean('movers'),
    cuts: list.length,
    trending: mean('trending'),
    lastPeriod: mean('lastPeriod'),
    allTime: mean('allTime'),
    wins: sum('wins'),
    losses: sum('losses'),
  }
}
