import {
  emptyQueryStats,
  mergeQueryStats,
  splitFilterKey,
  type Bucket,
  type HitStats,
  type QueryStats,
} from './bucket'
import { currencies } from './revenue-report'
import { CLICK_POSITION_RANGES } from './types'

/** Rates of the Analytics API: `null` when there was nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.min(1, part / whole) : null
}

/** Merged stats per normalised query over a set of buckets. */
export function mergeQueries(buckets: readonly Bucket[]): Map<string, QueryStats> {
  const out = new Map<string, QueryStats>()
  for (const bucket of buckets) {
    for (const [query, stats] of bucket.queries) {
      let into = out.get(query)
      if (!into) out.set(query, (into = emptyQueryStats()))
      mergeQueryStats(into, stats)
    }
  }
  return out
}

/** Merged totals over a set of buckets. */
export function mergeTotals(buckets: readonly Bucket[]): QueryStats {
  const total = emptyQueryStats()
  for (const bucket of buckets) mergeQueryStats(total, bucket.total)
  return total
}

/** Merged counts per objectID. */
export function mergeHits(buckets: readonly Bucket[]): Map<string, HitStats> {
  const out = new Map<string, HitStats>()
  for (const bucket of buckets) {
    for (const [id, stats] of bucket.hits) {
      const into = out.get(id)
      if (!into) out.set(id, { ...stats })
      else {
        into.count += stats.count
        into.tracked += stats.tracked
        into.clicks += stats.clicks
        into.conversions += stats.conversions
      }
    }
  }
  return out
}

/** Merged filter counts: attribute → `operator\u0000value` → count. */
export function mergeFilters(buckets: readonly Bucket[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>()
  for (const bucket of buckets) {
    for (const [key, count] of bucket.filters) {
      const [attribute, operator, value] = splitFilterKey(key)
      let values = out.get(attribute)
      if (!values) out.set(attribute, (values = new Map()))
      const k = `${operator}\u0000${value}`
      values.set(k, (values.get(k) ?? 0) + count)
    }
  }
  return out
}

/** Average click position (1-based), `null` without clicks at a known position. */
export function averagePosition(stats: QueryStats): number | null {
  const n = stats.positions?.reduce((a, b) => a + b, 0) ?? 0
  return n > 0 ? stats.positionSum / n : null
}

/** The 12 click-position ranges with their click counts. */
export function clickPositions(
  stats: QueryStats,
): Array<{ position: number[]; clickCount: number }> {
  return CLICK_POSITION_RANGES.map((range, i) => ({
    position: [...range],
    clickCount: stats.positions?.[i] ?? 0,
  }))
}

/** One top-search line with click analytics. */
export function searchWithAnalytics(search: string, stats: QueryStats) {
  return {
    search,
    count: stats.count,
    nbHits: Math.round(stats.nbHitsSum / Math.max(1, stats.count)),
    clickThroughRate: rate(stats.clicked, stats.tracked),
    averageClickPosition: averagePosition(stats),
    clickPositions: clickPositions(stats),
    conversionRate: rate(stats.converted, stats.tracked),
    trackedSearchCount: stats.tracked,
    clickCount: stats.clicks,
    conversionCount: stats.conversions,
  }
}

/** One top-search line with click, conversion and revenue analytics (`revenueAnalytics`). */
export function searchWithRevenue(search: string, stats: QueryStats) {
  return {
    ...searchWithAnalytics(search, stats),
    currencies: currencies(stats),
    addToCartRate: rate(stats.addedToCart, stats.tracked),
    addToCartCount: stats.addToCarts,
    purchaseRate: rate(stats.purchased, stats.tracked),
    purchaseCount: stats.purchases,
  }
}

/** Sorts, then pages (`offset`, `limit`). */
export function page<T>(
  items: T[],
  compare: (a: T, b: T) => number,
  offset: number,
  limit: number,
): T[] {
  return items.sort(compare).slice(offset, offset + limit)
}
