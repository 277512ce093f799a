import { describe, expect, it } from 'vitest'
import { effectiveParams } from './effective-params'
import { filterBitset } from './filters/compile'
import { findMatches } from './matches'
import { Snapshot, TRANSIENT_COLUMN_BYTES, TRANSIENT_TEXT_INDEXES } from './snapshot'
import { finish } from './steps'
import type { SearchParams } from './types'

// A search key may name any attribute in a numeric filter and any subset of the searchable
// attributes in restrictSearchableAttributes. Each used to build a column or a whole text index
// kept for the life of the index version: 2,000 filters on distinct names held 1.5 GB at 100k
// records, 63 restrictions of six attributes 670 MB.

const SETTINGS = {
  searchableAttributes: ['name', 'brand', 'colour', 'material', 'maker', 'notes'],
  attributesForFaceting: ['brand'],
}

function snapshotOf(count: number): Snapshot {
  return new Snapshot(
    Array.from({ length: count }, (_, i) => ({
      objectID: String(i),
      name: `lamp ${i % 97}`,
      brand: `b${i % 7}`,
      colour: 'red',
      material: 'oak',
      maker: 'acme',
      notes: 'lamp notes',
      price: i % 300,
    })),
  )
}

const count = (bits: { collect(out: Uint32Array): number } | undefined, size: number) =>
  bits?.collect(new Uint32Array(size))

const params = (query: SearchParams) => effectiveParams(SETTINGS, query)

describe('caches filled by what a query names stay bounded', () => {
  it('columns of attributes no setting names are kept within a byte budget', () => {
    const snapshot = snapshotOf(100_000)
    finish(filterBitset(snapshot, params({ filters: 'brand:b1' })))
    for (let i = 0; i < 200; i++) {
      const bits = finish(filterBitset(snapshot, params({ numericFilters: [`x${i} > 0`] })))
      expect(count(bits, 100_000)).toBe(0)
    }
    const stats = snapshot.cacheStats()
    expect(stats.columns).toBe(1) // brand, declared: kept
    expect(stats.transientColumns).toBeGreaterThan(0)
    expect(stats.transientColumns).toBeLessThan(200)
    expect(stats.transientColumnBytes).toBeLessThanOrEqual(TRANSIENT_COLUMN_BYTES)
  })

  it('long attribute names count in that budget', () => {
    const snapshot = snapshotOf(10)
    const long = 'x'.repeat(40_000)
    // 1,200 names of 80 kB pass the budget's 819 columns: eviction must have run.
    for (let i = 0; i < 1_200; i++) {
      finish(filterBitset(snapshot, params({ numericFilters: [`${long}${i} > 0`] })))
    }
    const stats = snapshot.cacheStats()
    expect(stats.transientColumnBytes).toBeLessThanOrEqual(TRANSIENT_COLUMN_BYTES)
    expect(stats.transientColumns).toBeLessThan(TRANSIENT_COLUMN_BYTES / 80_000 + 1)
  }, 120_000) // 1,200 filters of 40 kB: ~8 s on a quiet 2-core machine, 6x that under load

  it('a numeric filter on an undeclared attribute still filters', () => {
    const snapshot = snapshotOf(1_000)
    const bits = finish(filterBitset(snapshot, params({ numericFilters: ['price < 10'] })))
    expect(count(bits, 1_000)).toBe(40)
  })

  it('text indices of query restrictions are few; the settings’ own is kept', () => {
    const snapshot = snapshotOf(2_000)
    finish(findMatches(snapshot, params({ query: 'lamp' })))
    const names = SETTINGS.searchableAttributes
    for (let mask = 1; mask < 1 << names.length; mask++) {
      const restrict = names.filter((_, i) => mask & (1 << i))
      const matches = finish(
        findMatches(snapshot, params({ query: 'lamp', restrictSearchableAttributes: restrict })),
      )
      const expected = restrict.includes('name') || restrict.includes('notes') ? 2_000 : 0
      expect(matches.n).toBe(expected)
    }
    const stats = snapshot.cacheStats()
    expect(stats.textIndexes).toBe(1)
    expect(stats.transientTextIndexes).toBeLessThanOrEqual(TRANSIENT_TEXT_INDEXES)
  })
})
