import type { AnalyticsStore } from './analytics-store'
import type { Bucket, QueryStats } from './bucket'
import { daysBetween } from './day'
import {
  averagePosition,
  clickPositions,
  mergeFilters,
  mergeHits,
  mergeQueries,
  mergeTotals,
  page,
  rate,
  searchWithAnalytics,
  searchWithRevenue,
} from './reports'
import { currencies } from './revenue-report'

/** Order of top searches. */
export type OrderBy = 'searchCount' | 'clickThroughRate' | 'conversionRate' | 'averageClickPosition'

/** Parameters shared by the Analytics API's reports, already validated. */
export interface AnalyticsQuery {
  index: string
  /** First and last day (`YYYY-MM-DD`), inclusive. */
  from: string
  to: string
  tags?: (tags: readonly string[]) => boolean
  limit: number
  offset: number
  clickAnalytics: boolean
  /** Top searches with add-to-cart, purchase and revenue figures (implies click analytics). */
  revenueAnalytics?: boolean
  orderBy: OrderBy
  direction: 'asc' | 'desc'
}

function buckets(store: AnalyticsStore, q: AnalyticsQuery): Bucket[] {
  return store.buckets(q.index, q.from, q.to, q.tags)
}

/** Totals per day of the range (days without searches included), and over the whole range. */
function daily(store: AnalyticsStore, q: AnalyticsQuery) {
  const list = buckets(store, q)
  const days = daysBetween(q.from, q.to).map((date) => ({
    date,
    stats: mergeTotals(list.filter((b) => b.day === date)),
  }))
  return { total: mergeTotals(list), days }
}

const byCountDesc = (a: { count: number }, b: { count: number }) => b.count - a.count

function orderValue(stats: QueryStats, orderBy: OrderBy): number | null {
  switch (orderBy) {
    case 'searchCount':
      return stats.count
    case 'clickThroughRate':
      return rate(stats.clicked, stats.tracked)
    case 'conversionRate':
      return rate(stats.converted, stats.tracked)
    case 'averageClickPosition':
      return averagePosition(stats)
  }
}

/** GET /2/searches */
export function topSearches(store: AnalyticsStore, q: AnalyticsQuery) {
  const sign = q.direction === 'asc' ? 1 : -1
  const entries = [...mergeQueries(buckets(store, q))]
  const sorted = page(
    entries,
    ([qa, a], [qb, b]) => {
      // Rates that could not be computed (null) sort last whatever the direction.
      const va = orderValue(a, q.orderBy)
      const vb = orderValue(b, q.orderBy)
      if (va !== vb) {
        if (va === null) return 1
        if (vb === null) return -1
        return sign * (va - vb)
      }
      return b.count - a.count || (qa < qb ? -1 : 1)
    },
    q.offset,
    q.limit,
  )
  return {
    searches: sorted.map(([search, stats]) =>
      q.revenueAnalytics
        ? searchWithRevenue(search, stats)
        : q.clickAnalytics
          ? searchWithAnalytics(search, stats)
          : { search, count: stats.count, nbHits: Math.round(stats.nbHitsSum / stats.count) },
    ),
  }
}

/** GET /2/searches/count */
export function searchesCount(store: AnalyticsStore, q: AnalyticsQuery) {
  const { total, days } = daily(store, q)
  return {
    count: total.count,
    dates: days.map(({ date, stats }) => ({ date, count: stats.count })),
  }
}

/** GET /2/searches/noResults */
export function searchesNoResults(store: AnalyticsStore, q: AnalyticsQuery) {
  const rows = [...mergeQueries(buckets(store, q))]
    .filter(([, s]) => s.noResults > 0)
    .map(([search, s]) => ({ search, count: s.noResults, withFilterCount: s.noResultsWithFilter }))
  return {
    searches: page(
      rows,
      (a, b) => byCountDesc(a, b) || (a.search < b.search ? -1 : 1),
      q.offset,
      q.limit,
    ),
  }
}

/** GET /2/searches/noClicks: tracked searches that got no click, most frequent first. */
export function searchesNoClicks(store: AnalyticsStore, q: AnalyticsQuery) {
  const rows = [...mergeQueries(buckets(store, q))]
    .filter(([, s]) => s.tracked - s.clicked > 0)
    .map(([search, s]) => ({
      search,
      count: s.tracked - s.clicked,
      nbHits: Math.round(s.nbHitsSum / s.count),
    }))
  return {
    searches: page(
      rows,
      (a, b) => byCountDesc(a, b) || (a.search < b.search ? -1 : 1),
      q.offset,
      q.limit,
    ),
  }
}

/** GET /2/searches/noResultRate */
export function noResultsRate(store: AnalyticsStore, q: AnalyticsQuery) {
  const { total, days } = daily(store, q)
  const line = (s: QueryStats) => ({
    rate: rate(s.noResults, s.count) ?? 0,
    count: s.count,
    noResultCount: s.noResults,
  })
  return { ...line(total), dates: days.map(({ date, stats }) => ({ date, ...line(stats) })) }
}

/** GET /2/clicks/clickThroughRate */
export function clickThroughRate(store: AnalyticsStore, q: AnalyticsQuery) {
  const { total, days } = daily(store, q)
  const line = (s: QueryStats) => ({
    rate: rate(s.clicked, s.tracked),
    clickCount: s.clicks,
    trackedSearchCount: s.tracked,
  })
  return { ...line(total), dates: days.map(({ date, stats }) => ({ date, ...line(stats) })) }
}

/** GET /2/conversions/conversionRate */
export function conversionRate(store: AnalyticsStore, q: AnalyticsQuery) {
  const { total, days } = daily(store, q)
  const line = (s: QueryStats) => ({
    rate: rate(s.converted, s.tracked),
    trackedSearchCount: s.tracked,
    conversionCount: s.conversions,
  })
  return { ...line(total), dates: days.map(({ date, stats }) => ({ date, ...line(stats) })) }
}

/**
 * GET /2/searches/noClickRate: tracked searches without a click. The spec gives a day's
 * `noClickCount` a minimum of 1 (and its `rate` cannot be null), so the daily breakdown lists
 * the days that had tracked searches without clicks, not every day of the range.
 */
export function noClickRate(store: AnalyticsStore, q: AnalyticsQuery) {
  const { total, days } = daily(store, q)
  const line = (s: QueryStats) => ({
    rate: rate(s.tracked - s.clicked, s.tracked) ?? 0,
    count: s.tracked,
    noClickCount: s.tracked - s.clicked,
  })
  return {
    ...line(total),
    dates: days
      .filter(({ stats }) => stats.tracked > stats.clicked)
      .map(({ date, stats }) => ({ date, ...line(stats) })),
  }
}

/** GET /2/conversions/addToCartRate: tracked searches followed by an add-to-cart event. */
export function addToCartRate(store: AnalyticsStore, q: AnalyticsQuery) {
  const { total, days } = daily(store, q)
  const line = (s: QueryStats) => ({
    rate: rate(s.addedToCart, s.tracked),
    trackedSearchCount: s.tracked,
    addToCartCount: s.addToCarts,
  })
  return { ...line(total), dates: days.map(({ date, stats }) => ({ date, ...line(stats) })) }
}

/** GET /2/conversions/purchaseRate: tracked searches followed by a purchase event. */
export function purchaseRate(store: AnalyticsStore, q: AnalyticsQuery) {
  const { total, days } = daily(store, q)
  const line = (s: QueryStats) => ({
    rate: rate(s.purchased, s.tracked),
    trackedSearchCount: s.tracked,
    purchaseCount: s.purchases,
  })
  return { ...line(total), dates: days.map(({ date, stats }) => ({ date, ...line(stats) })) }
}

/** GET /2/conversions/revenue: purchase revenue by currency, over the range and per day. */
export function revenue(store: AnalyticsStore, q: AnalyticsQuery) {
  const { total, days } = daily(store, q)
  return {
    currencies: currencies(total),
    dates: days.map(({ date, stats }) => ({ date, currencies: currencies(stats) })),
  }
}

/**
 * GET /2/countries. Algolia derives a search's country from the caller's IP address; the
 * embedded engine records no address (searches reach it through the shop's server, whose
 * address says nothing of the shopper), so it has no country to report: the answer is the
 * spec's shape with an empty list rather than invented figures.
 */
export function topCountries() {
  return { countries: [] as Array<{ country: string; count: number }> }
}

/** GET /2/clicks/averageClickPosition */
export function averageClickPosition(store: AnalyticsStore, q: AnalyticsQuery) {
  const { total, days } = daily(store, q)
  const line = (s: QueryStats) => ({ average: averagePosition(s), clickCount: s.clicks })
  return { ...line(total), dates: days.map(({ date, stats }) => ({ date, ...line(stats) })) }
}

/** GET /2/clicks/positions */
export function clickPositionsReport(store: AnalyticsStore, q: AnalyticsQuery) {
  return { positions: clickPositions(mergeTotals(buckets(store, q))) }
}

/** GET /2/hits */
export function topHits(store: AnalyticsStore, q: AnalyticsQuery) {
  const rows = [...mergeHits(buckets(store, q))].map(([hit, s]) =>
    q.clickAnalytics
      ? {
          hit,
          count: s.count,
          // A hit's click-through and conversion rates: its events per tracked appearance.
          clickThroughRate: rate(s.clicks, s.tracked),
          conversionRate: rate(s.conversions, s.tracked),
          trackedHitCount: s.tracked,
          clickCount: s.clicks,
          conversionCount: s.conversions,
        }
      : { hit, count: s.count },
  )
  return {
    hits: page(rows, (a, b) => byCountDesc(a, b) || (a.hit < b.hit ? -1 : 1), q.offset, q.limit),
  }
}

/** GET /2/filters */
export function topFilterAttributes(store: AnalyticsStore, q: AnalyticsQuery) {
  const rows = [...mergeFilters(buckets(store, q))].map(([attribute, values]) => ({
    attribute,
    count: [...values.values()].reduce((a, b) => a + b, 0),
  }))
  return {
    attributes: page(
      rows,
      (a, b) => byCountDesc(a, b) || (a.attribute < b.attribute ? -1 : 1),
      q.offset,
      q.limit,
    ),
  }
}

/** GET /2/filters/{attribute} */
export function topFilterValues(store: AnalyticsStore, q: AnalyticsQuery, attribute: string) {
  const values = mergeFilters(buckets(store, q)).get(attribute) ?? new Map<string, number>()
  const rows = [...values].map(([key, count]) => {
    const [operator, value] = key.split('\u0000') as [string, string]
    return { attribute, operator, value, count }
  })
  return {
    values: page(
      rows,
      (a, b) => byCountDesc(a, b) || (a.value < b.value ? -1 : 1),
      q.offset,
      q.limit,
    ),
  }
}

/** GET /2/users/count: distinct user tokens (exact up to each bucket's cap). */
export function usersCount(store: AnalyticsStore, q: AnalyticsQuery) {
  const list = buckets(store, q)
  const union = (of: readonly Bucket[]) => {
    const users = new Set<string>()
    for (const b of of) for (const u of b.users) users.add(u)
    return users.size
  }
  return {
    count: union(list),
    dates: daysBetween(q.from, q.to).map((date) => ({
      date,
      count: union(list.filter((b) => b.day === date)),
    })),
  }
}

/** GET /2/status */
export function analyticsStatus(store: AnalyticsStore, index: string) {
  const last = store.lastSearchAt(index)
  return {
    updatedAt: last === undefined ? null : new Date(last).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }
}
