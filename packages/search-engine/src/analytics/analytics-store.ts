import type { InsightsEvent } from '../insights/types'
import {
  addClickPosition,
  createBucket,
  DEFAULT_LIMITS,
  emptyQueryStats,
  filterKey,
  MAX_QUERY_FACET_VALUES,
  type Bucket,
  type BucketLimits,
  type QueryStats,
} from './bucket'
import { addDays, dayOf } from './day'
import { normalizeQuery } from './normalize-query'
import { purchaseRevenue } from './revenue'
import type { SearchRecord, UsedFilter } from './types'

/** Options of {@link createAnalyticsStore}. */
export interface AnalyticsStoreOptions {
  /** Caps of each bucket's maps. */
  limits?: Partial<BucketLimits>
  /** Days kept; older buckets are dropped. @default 90 */
  retentionDays?: number
  /** Tracked searches remembered for joining click and conversion events. @default 200,000 */
  queryIDCapacity?: number
}

/** What a queryID points to, for joining events to their search. */
interface Tracked {
  bucket: Bucket
  stats: QueryStats | undefined
  clicked: boolean
  converted: boolean
  addedToCart: boolean
  purchased: boolean
}

/**
 * Aggregated search analytics, in memory: counts per index, UTC day and tag set, never the raw
 * searches. Click and conversion events join their search by queryID.
 */
export interface AnalyticsStore {
  /** Counts one search. */
  add(record: SearchRecord): void
  /** Credits a click or conversion event to the tracked search of its queryID (if known). */
  addEvent(event: InsightsEvent): void
  /** The buckets of an index between two days (inclusive), filtered by their tags. */
  buckets(
    index: string,
    from: string,
    to: string,
    tags?: (tags: readonly string[]) => boolean,
  ): Bucket[]
  /** Indices with recorded searches. */
  indices(): string[]
  /** Time of the last search recorded for an index. */
  lastSearchAt(index: string): number | undefined
}

/** Counts the facet filters (`attribute:value`) of one search of a query. */
function countFacetFilters(stats: QueryStats, filters: readonly UsedFilter[]): void {
  for (const f of filters) {
    if (f.operator !== ':' || f.attribute === '_tags') continue
    stats.facetFilters ??= new Map()
    const key = `${f.attribute}\u0000${f.value}`
    const n = stats.facetFilters.get(key)
    if (n !== undefined) stats.facetFilters.set(key, n + 1)
    else if (stats.facetFilters.size < MAX_QUERY_FACET_VALUES) stats.facetFilters.set(key, 1)
  }
}

/** Creates an empty store. */
export function createAnalyticsStore(options: AnalyticsStoreOptions = {}): AnalyticsStore {
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const retention = options.retentionDays ?? 90
  const capacity = options.queryIDCapacity ?? 200_000
  const byIndex = new Map<string, Map<string, Map<string, Bucket>>>()
  const tracked = new Map<string, Tracked>()
  // Oldest-first ring of the remembered queryIDs: evicting the oldest is O(1) (deleting the
  // first key of a Map and iterating again is not: the iterator skips the deleted slots).
  const ring = new Array<string | undefined>(capacity)
  let ringAt = 0
  let latestDay = ''
  let cutoffDay = ''
  let lastT = Number.NaN
  let lastDay = ''

  function prune(today: string): void {
    const cutoff = addDays(today, -retention)
    cutoffDay = cutoff
    for (const days of byIndex.values()) {
      for (const day of days.keys()) if (day < cutoff) days.delete(day)
    }
  }

  function bucketFor(record: SearchRecord, day: string): Bucket {
    let days = byIndex.get(record.index)
    if (!days) byIndex.set(record.index, (days = new Map()))
    let sets = days.get(day)
    if (!sets) days.set(day, (sets = new Map()))
    const tags = record.tags ?? []
    const key =
      tags.length === 0 ? '' : tags.length === 1 ? tags[0]! : [...tags].sort().join('\u0000')
    let bucket = sets.get(key)
    if (bucket) return bucket
    // Past the cap of tag sets, a new set's tags are ignored (as Algolia ignores extra ones).
    const untagged = key !== '' && sets.size >= limits.tagSets
    if (untagged) bucket = sets.get('')
    if (!bucket) sets.set(untagged ? '' : key, (bucket = createBucket(day, untagged ? [] : tags)))
    return bucket
  }

  function countHits(bucket: Bucket, ids: readonly string[], isTracked: boolean): void {
    for (const id of ids) {
      let hit = bucket.hits.get(id)
      if (!hit) {
        if (bucket.hits.size >= limits.hits) continue
        bucket.hits.set(id, (hit = { count: 0, tracked: 0, clicks: 0, conversions: 0 }))
      }
      hit.count++
      if (isTracked) hit.tracked++
    }
  }

  function dayOfRecord(t: number): string {
    // Records mostly arrive in time order: the day of the previous one is usually right.
    if (Math.floor(t / 86_400_000) !== Math.floor(lastT / 86_400_000)) lastDay = dayOf(t)
    lastT = t
    return lastDay
  }

  function add(record: SearchRecord): void {
    const day = dayOfRecord(record.t)
    if (day > latestDay) {
      latestDay = day
      prune(day)
    }
    if (day < cutoffDay) return
    const bucket = bucketFor(record, day)
    if (record.t > bucket.lastAt) bucket.lastAt = record.t
    const q = normalizeQuery(record.query)
    let stats = bucket.queries.get(q)
    if (!stats && bucket.queries.size < limits.queries) {
      bucket.queries.set(q, (stats = emptyQueryStats()))
    }
    const hasFilters = record.filters !== undefined && record.filters.length > 0
    const isTracked = record.queryID !== undefined
    for (const s of stats ? [bucket.total, stats] : [bucket.total]) {
      s.count++
      s.nbHitsSum += record.nbHits
      if (record.nbHits === 0) s.noResults++
      if (hasFilters) s.withFilter++
      if (hasFilters && record.nbHits === 0) s.noResultsWithFilter++
      if (isTracked) s.tracked++
    }
    if (hasFilters && stats) countFacetFilters(stats, record.filters!)
    if (hasFilters) {
      for (const f of record.filters!) {
        const key = filterKey(f.attribute, f.operator, f.value)
        const n = bucket.filters.get(key)
        if (n !== undefined) bucket.filters.set(key, n + 1)
        else if (bucket.filters.size < limits.filters) bucket.filters.set(key, 1)
      }
    }
    if (record.hits) countHits(bucket, record.hits, isTracked)
    if (record.userToken && bucket.users.size < limits.users) bucket.users.add(record.userToken)
    if (isTracked) {
      const evicted = ring[ringAt]
      if (evicted !== undefined) tracked.delete(evicted)
      ring[ringAt] = record.queryID
      ringAt = (ringAt + 1) % capacity
      tracked.set(record.queryID!, {
        bucket,
        stats,
        clicked: false,
        converted: false,
        addedToCart: false,
        purchased: false,
      })
    }
  }

  function credit(entry: Tracked, event: InsightsEvent, items: readonly number[]): void {
    const { bucket, stats } = entry
    const objectIDs = event.objectIDs ?? []
    const targets = stats ? [bucket.total, stats] : [bucket.total]
    const isClick = event.eventType === 'click'
    const subtype = isClick ? undefined : event.eventSubtype
    const n = Math.max(1, items.length)
    const revenue = subtype === 'purchase' ? purchaseRevenue(event, items) : undefined
    for (const s of targets) {
      if (isClick) {
        s.clicks += n
        if (!entry.clicked) s.clicked++
        for (const i of items) addClickPosition(s, event.positions?.[i])
        continue
      }
      s.conversions += n
      if (!entry.converted) s.converted++
      if (subtype === 'addToCart') {
        s.addToCarts += n
        if (!entry.addedToCart) s.addedToCart++
      } else if (subtype === 'purchase') {
        s.purchases += n
        if (!entry.purchased) s.purchased++
        if (revenue) {
          s.revenue ??= {}
          s.revenue[revenue.currency] = (s.revenue[revenue.currency] ?? 0) + revenue.amount
        }
      }
    }
    if (isClick) entry.clicked = true
    else entry.converted = true
    if (subtype === 'addToCart') entry.addedToCart = true
    if (subtype === 'purchase') entry.purchased = true
    for (const i of items) {
      const hit = bucket.hits.get(objectIDs[i]!)
      if (!hit) continue
      if (isClick) hit.clicks++
      else hit.conversions++
    }
  }

  function addEvent(event: InsightsEvent): void {
    if (event.eventType !== 'click' && event.eventType !== 'conversion') return
    const objectIDs = event.objectIDs ?? []
    if (event.queryID) {
      const entry = tracked.get(event.queryID)
      if (entry)
        credit(
          entry,
          event,
          objectIDs.map((_, i) => i),
        )
      return
    }
    // Conversions after search may carry one queryID per object (objectData[i].queryID).
    event.objectData?.forEach((data, i) => {
      const entry = data.queryID ? tracked.get(data.queryID) : undefined
      if (entry && objectIDs[i] !== undefined) credit(entry, event, [i])
    })
  }

  return {
    add,
    addEvent,
    buckets(index, from, to, tags) {
      const out: Bucket[] = []
      const days = byIndex.get(index)
      if (!days) return out
      for (const [day, sets] of days) {
        if (day < from || day > to) continue
        for (const bucket of sets.values()) if (!tags || tags(bucket.tags)) out.push(bucket)
      }
      return out
    },
    indices: () => [...byIndex.keys()],
    lastSearchAt(index) {
      let last: number | undefined
      for (const sets of byIndex.get(index)?.values() ?? []) {
        for (const bucket of sets.values())
          if (last === undefined || bucket.lastAt > last) last = bucket.lastAt
      }
      return last
    },
  }
}
