import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createAnalyticsStore } from './analytics-store'
import { mergeQueries, mergeTotals } from './reports'
import { normalizeQuery } from './normalize-query'
import { createPrefixAggregator } from './prefix-aggregator'
import { tagsPredicate } from './tags-filter'
import type { SearchRecord } from './types'

const DAY = 86_400_000
const T0 = Date.parse('2026-03-01T12:00:00Z')

const recordArb = fc.record({
  t: fc.integer({ min: T0, max: T0 + 5 * DAY }),
  index: fc.constantFrom('a', 'b'),
  query: fc.constantFrom('Jacket', 'jacket ', 'boots', '', 'Bôots', 'x'),
  nbHits: fc.integer({ min: 0, max: 50 }),
  tags: fc.option(fc.subarray(['p', 'q', 'r'], { minLength: 1 }), { nil: undefined }),
})

describe('analytics store', () => {
  it('counts every search once, in its index, day, query and totals', () => {
    fc.assert(
      fc.property(fc.array(recordArb, { maxLength: 60 }), (records) => {
        const store = createAnalyticsStore()
        for (const r of records) store.add(r as SearchRecord)
        for (const index of ['a', 'b']) {
          const mine = records.filter((r) => r.index === index)
          const buckets = store.buckets(index, '2026-01-01', '2026-12-31')
          expect(mergeTotals(buckets).count).toBe(mine.length)
          expect(mergeTotals(buckets).noResults).toBe(mine.filter((r) => r.nbHits === 0).length)
          const queries = mergeQueries(buckets)
          for (const [q, stats] of queries) {
            expect(stats.count).toBe(mine.filter((r) => normalizeQuery(r.query) === q).length)
          }
        }
      }),
      { seed: 17, numRuns: 100 },
    )
  })

  it('keeps memory bounded: past the cap, new queries count in the totals only', () => {
    const store = createAnalyticsStore({ limits: { queries: 3 } })
    for (let i = 0; i < 10; i++) store.add({ t: T0, index: 'a', query: `q${i}`, nbHits: 1 })
    const [bucket] = store.buckets('a', '2026-03-01', '2026-03-01')
    expect(bucket!.queries.size).toBe(3)
    expect(bucket!.total.count).toBe(10)
  })

  it('drops days past the retention window', () => {
    const store = createAnalyticsStore({ retentionDays: 2 })
    store.add({ t: T0, index: 'a', query: 'old', nbHits: 1 })
    store.add({ t: T0 + 5 * DAY, index: 'a', query: 'new', nbHits: 1 })
    expect(store.buckets('a', '2000-01-01', '2100-01-01').map((b) => b.day)).toEqual(['2026-03-06'])
  })

  it('credits a click once per tracked search, at its position', () => {
    const store = createAnalyticsStore()
    store.add({ t: T0, index: 'a', query: 'q', nbHits: 3, queryID: 'id', hits: ['x', 'y'] })
    const click = {
      eventName: 'c',
      eventType: 'click' as const,
      index: 'a',
      userToken: 'u',
      timestamp: T0,
      queryID: 'id',
      objectIDs: ['y'],
      positions: [2],
    }
    store.addEvent(click)
    store.addEvent(click)
    store.addEvent({ ...click, queryID: 'unknown' })
    const stats = mergeQueries(store.buckets('a', '2026-03-01', '2026-03-01')).get('q')!
    expect(stats).toMatchObject({ tracked: 1, clicked: 1, clicks: 2, positionSum: 4 })
    expect(store.buckets('a', '2026-03-01', '2026-03-01')[0]!.hits.get('y')!.clicks).toBe(2)
  })
})

describe('normalizeQuery', () => {
  it('is idempotent and ignores case, accents and spacing', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = normalizeQuery(s)
        expect(normalizeQuery(n)).toBe(n)
        expect(normalizeQuery(`  ${s.toUpperCase()} `)).toBe(normalizeQuery(s.toUpperCase()))
      }),
      { seed: 3 },
    )
    expect(normalizeQuery('  Black   Jäcket ')).toBe('black jacket')
  })
})

describe('tagsPredicate', () => {
  it('combines tags with OR and AND (AND binds tighter)', () => {
    const match = tagsPredicate('a OR b AND c')!
    expect(match(['a'])).toBe(true)
    expect(match(['b'])).toBe(false)
    expect(match(['c', 'b'])).toBe(true)
    expect(tagsPredicate('  ')).toBeUndefined()
  })
})

describe('prefix aggregation', () => {
  it('keeps the last of a shopper’s keystrokes, and every search of unrelated queries', () => {
    const out: string[] = []
    const agg = createPrefixAggregator({ commit: (r) => out.push(r.query), windowMs: 1000 })
    const push = (query: string, t: number, userToken = 'u') =>
      agg.push({ t, index: 'i', query, nbHits: 1, userToken })
    push('j', 0)
    push('ja', 100)
    push('jacket', 300)
    push('boots', 400) // unrelated: "jacket" is final
    push('boots', 3000) // same query, but long after: a new search
    agg.push({ t: 3000, index: 'i', query: 'anon', nbHits: 1 })
    agg.flush(3500)
    expect(out).toEqual(['jacket', 'boots', 'anon'])
    agg.flush()
    expect(out).toEqual(['jacket', 'boots', 'anon', 'boots'])
  })
})
