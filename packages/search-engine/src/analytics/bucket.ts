import { MAX_TAG_SETS_PER_DAY } from './record-limits'
import { CLICK_POSITION_RANGES } from './types'

/** Click and conversion counters shared by totals, queries and hits. */
export interface Outcomes {
  /** Tracked searches (with a queryID). */
  tracked: number
  /** Tracked searches with at least one click / conversion. */
  clicked: number
  converted: number
  /** Click and conversion events. */
  clicks: number
  conversions: number
  /** Tracked searches with at least one add-to-cart / purchase conversion. */
  addedToCart: number
  purchased: number
  /** Add-to-cart and purchase conversion events (`eventSubtype`). */
  addToCarts: number
  purchases: number
  /** Purchase revenue by currency code (objectData price × quantity); undefined: none. */
  revenue: Record<string, number> | undefined
}

/** Counters of one normalised query in one bucket. */
export interface QueryStats extends Outcomes {
  count: number
  nbHitsSum: number
  noResults: number
  withFilter: number
  /** Searches with no results that applied filters. */
  noResultsWithFilter: number
  positionSum: number
  positions: number[] | undefined
  /**
   * Facet filters (`attribute:value`) the query was searched with: `attribute\u0000value` →
   * searches, at most {@link MAX_QUERY_FACET_VALUES} values (the Query Suggestions `analytics`
   * facets). Undefined until one is used.
   */
  facetFilters: Map<string, number> | undefined
}

/** Facet values counted per query (beyond it, new values are not counted for that query). */
export const MAX_QUERY_FACET_VALUES = 32

/** Counters of one returned object in one bucket. */
export interface HitStats {
  count: number
  tracked: number
  clicks: number
  conversions: number
}

/**
 * Aggregated searches of one index, one UTC day and one set of analytics tags. Maps are capped
 * (see {@link BucketLimits}): past the cap, new keys are counted in the totals only, so memory
 * stays bounded whatever the traffic.
 */
export interface Bucket {
  day: string
  tags: readonly string[]
  total: QueryStats
  queries: Map<string, QueryStats>
  hits: Map<string, HitStats>
  /** `attribute\u0000operator\u0000value` → count. */
  filters: Map<string, number>
  users: Set<string>
  /** Time of the last search recorded in the bucket. */
  lastAt: number
}

/** Caps of the per-bucket maps, and of the buckets (tag sets) of one index and day. */
export interface BucketLimits {
  queries: number
  hits: number
  filters: number
  users: number
  /** Tag sets per index and day; past it, a search with a new tag set counts untagged. */
  tagSets: number
}

export const DEFAULT_LIMITS: BucketLimits = {
  queries: 20_000,
  hits: 20_000,
  filters: 2_000,
  users: 20_000,
  tagSets: MAX_TAG_SETS_PER_DAY,
}

export function emptyQueryStats(): QueryStats {
  return {
    count: 0,
    nbHitsSum: 0,
    noResults: 0,
    withFilter: 0,
    noResultsWithFilter: 0,
    tracked: 0,
    clicked: 0,
    converted: 0,
    clicks: 0,
    conversions: 0,
    addedToCart: 0,
    purchased: 0,
    addToCarts: 0,
    purchases: 0,
    revenue: undefined,
    positionSum: 0,
    positions: undefined,
    facetFilters: undefined,
  }
}

export function createBucket(day: string, tags: readonly string[]): Bucket {
  return {
    day,
    tags,
    total: emptyQueryStats(),
    queries: new Map(),
    hits: new Map(),
    filters: new Map(),
    users: new Set(),
    lastAt: 0,
  }
}

/** Adds one click at a 1-based position to query stats. */
export function addClickPosition(stats: QueryStats, position: number | undefined): void {
  if (position === undefined || !(position >= 1)) return
  stats.positionSum += position
  stats.positions ??= new Array<number>(CLICK_POSITION_RANGES.length).fill(0)
  const slot = position <= 10 ? position - 1 : position <= 20 ? 10 : 11
  stats.positions[slot]! += 1
}

/** Sums `from` into `into` (used to merge buckets of a date range). */
export function mergeQueryStats(into: QueryStats, from: QueryStats): void {
  into.count += from.count
  into.nbHitsSum += from.nbHitsSum
  into.noResults += from.noResults
  into.withFilter += from.withFilter
  into.noResultsWithFilter += from.noResultsWithFilter
  into.tracked += from.tracked
  into.clicked += from.clicked
  into.converted += from.converted
  into.clicks += from.clicks
  into.conversions += from.conversions
  into.addedToCart += from.addedToCart
  into.purchased += from.purchased
  into.addToCarts += from.addToCarts
  into.purchases += from.purchases
  if (from.revenue) {
    into.revenue ??= {}
    for (const [currency, amount] of Object.entries(from.revenue))
      into.revenue[currency] = (into.revenue[currency] ?? 0) + amount
  }
  into.positionSum += from.positionSum
  if (from.facetFilters) {
    into.facetFilters ??= new Map()
    for (const [key, n] of from.facetFilters)
      into.facetFilters.set(key, (into.facetFilters.get(key) ?? 0) + n)
  }
  if (from.positions) {
    into.positions ??= new Array<number>(CLICK_POSITION_RANGES.length).fill(0)
    for (let i = 0; i < from.positions.length; i++) into.positions[i]! += from.positions[i]!
  }
}

/** Key of a filter in {@link Bucket.filters}. */
export function filterKey(attribute: string, operator: string, value: string): string {
  return `${attribute}\u0000${operator}\u0000${value}`
}

/** Inverse of {@link filterKey}. */
export function splitFilterKey(key: string): [string, string, string] {
  const [attribute, operator, value] = key.split('\u0000')
  return [attribute!, operator!, value!]
}
