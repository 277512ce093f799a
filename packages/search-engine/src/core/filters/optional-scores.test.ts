import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { engineWith } from '../testing/engine-with'
import type { Hit } from '../types'
import { matchesRecord } from './evaluate'
import { filterScope } from './filter-scope'
import { filterGroups } from './from-params'
import { FEW_OPTIONAL_ITEMS } from './optional-scores'

type Filters = Array<string | string[]>

/** The optional filters' score of one record, from the records themselves (Algolia's rule). */
function expectedScore(hit: Hit, filters: Filters, sum: boolean): number {
  let total = 0
  for (const group of filterGroups('optionalFilters', filters)) {
    let groupScore = 0
    for (const term of group) {
      if (!matchesRecord(term, hit, filterScope({ attributesForFaceting: ['brand', 'colors'] })))
        continue
      const score = (term.type === 'not' ? term.child.score : term.score) ?? 1
      groupScore = sum ? groupScore + score : Math.max(groupScore, score)
    }
    total += groupScore
  }
  return total
}

const record = fc.record({
  brand: fc.constantFrom('A', 'B', 'C'),
  // Multi-valued, with values equal but for their case (one document, two facet values).
  colors: fc.uniqueArray(fc.constantFrom('red', 'Red', 'blue', 'green'), { maxLength: 3 }),
})

const filter = fc
  .tuple(
    fc.constantFrom('brand:A', 'brand:B', 'brand:-A', 'brand:-C', 'brand:Z', 'brand:-Z'),
    fc.option(fc.integer({ min: -2, max: 5 }), { nil: undefined }),
  )
  .chain(([base, score]) =>
    fc
      .constantFrom(base, base.replace('brand:', 'colors:').replace(/[ABC]$/, 'red'))
      .map((text) => (score === undefined ? text : `${text}<score=${score}>`)),
  )

const filters: fc.Arbitrary<Filters> = fc.array(
  fc.oneof(filter, fc.array(filter, { minLength: 1, maxLength: 6 })),
  { minLength: 1, maxLength: 5 },
)

/** Filters matching nothing, enough to take the many-filters path. */
const padding = Array.from({ length: FEW_OPTIONAL_ITEMS + 1 }, (_, i) => `brand:none${i}`)

function scoresOf(records: Array<Record<string, unknown>>, params: Record<string, unknown>) {
  const engine = engineWith(records, { attributesForFaceting: ['brand', 'colors'] })
  const { hits } = engine.search('test', { ...params, hitsPerPage: 1000, getRankingInfo: true })
  return new Map(hits.map((hit) => [hit.objectID, hit._rankingInfo!.filters]))
}

describe('optional filter scores', () => {
  it('score every record as its filters say, with few filters or thousands', () => {
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 12 }),
        filters,
        fc.boolean(),
        (rows, optional, sum) => {
          const hits = rows.map((row, i) => ({ objectID: String(i + 1), ...row }) as Hit)
          const expected = new Map(
            hits.map((hit) => [hit.objectID, expectedScore(hit, optional, sum)]),
          )
          const few = scoresOf(rows, { optionalFilters: optional, sumOrFiltersScores: sum })
          const many = scoresOf(rows, {
            optionalFilters: [...optional, padding],
            sumOrFiltersScores: sum,
          })
          expect(few).toEqual(expected)
          expect(many).toEqual(expected)
          // Repeated groups count as often as they are repeated (they are merged, scores scaled).
          const twice = scoresOf(rows, {
            optionalFilters: [...optional, ...optional, padding],
            sumOrFiltersScores: sum,
          })
          expect(twice).toEqual(new Map([...expected].map(([id, score]) => [id, 2 * score])))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('rank records matching thousands of optional filters without visiting each per record', () => {
    const records = Array.from({ length: 2000 }, (_, i) => ({ brand: `b${i % 500}`, n: i }))
    const engine = engineWith(records, { attributesForFaceting: ['brand'] })
    // 20,000 distinct filters, one group each: 100 name a brand, the rest nothing.
    const optionalFilters = Array.from({ length: 20_000 }, (_, i) => `brand:b${i * 5}`)
    const { hits, nbHits } = engine.search('test', {
      optionalFilters,
      hitsPerPage: 20,
      getRankingInfo: true,
    })
    expect(nbHits).toBe(2000)
    // Brands b0, b5, ... b495 (100 brands × 4 records) come first, each with one filter matched.
    expect(hits.every((hit) => Number(String(hit.brand).slice(1)) % 5 === 0)).toBe(true)
    expect(hits.every((hit) => hit._rankingInfo!.filters === 1)).toBe(true)
  })

  it('visit the documents of a filter repeated in 45,000 groups once', () => {
    // A search-key body holds 45,000 copies of 'inStock:true'; each group visited every document
    // holding the value again (22 s of the event loop on 5,000 records). Once per value takes
    // ~0.2 s; the bound leaves room for a loaded CI machine and still fails the old cost.
    const records = Array.from({ length: 5000 }, (_, i) => ({ brand: 'b', n: i }))
    const engine = engineWith(records, { attributesForFaceting: ['brand'] })
    for (const optionalFilters of [
      Array<string>(45_000).fill('brand:b'),
      Array.from({ length: 45_000 }, (_, i) => `brand:b<score=${i % 7}>`),
      Array.from({ length: 45_000 }, () => ['brand:b', 'brand:-c']),
    ]) {
      const started = performance.now()
      const { hits } = engine.search('test', {
        optionalFilters,
        hitsPerPage: 1,
        getRankingInfo: true,
      })
      expect(performance.now() - started).toBeLessThan(5_000)
      expect(hits[0]!._rankingInfo!.filters).toBeGreaterThanOrEqual(45_000)
    }
  })
})
