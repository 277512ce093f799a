import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { engineWith } from './testing/engine-with'

const VOCABULARY = ['red', 'shoe', 'shoes', 'blue', 'bag', 'bags', 'top', 'tops', 'topaz']

const name = fc
  .array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 6 })
  .map((words) => words.join(' '))
const record = fc.record({ name, sales: fc.integer({ min: 0, max: 2 }) })

describe('closeness orders complete ties only (property)', () => {
  it('never puts a hit before one that is better on an Algolia criterion or the custom ranking', () => {
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 40 }),
        fc.array(fc.constantFrom(...VOCABULARY, 'to', 'sho'), { minLength: 2, maxLength: 3 }),
        (records, words) => {
          const engine = engineWith(records, {
            searchableAttributes: ['name'],
            ignorePlurals: true,
            customRanking: ['desc(sales)'],
          })
          const { hits } = engine.search('test', {
            query: words.join(' '),
            getRankingInfo: true,
            hitsPerPage: 100,
          })
          // Multi-word queries: every criterion is read from the ranking info (one-word queries
          // compute `exact` from exactOnSingleWordQuery, which the ranking info does not show).
          const tuple = (hit: (typeof hits)[number]) => {
            const info = hit._rankingInfo!
            const sales = (records[Number(hit.objectID) - 1] as { sales: number }).sales
            return [
              info.nbTypos,
              -info.words,
              info.proximityDistance,
              info.firstMatchedWord,
              -info.nbExactWords,
              -sales,
            ]
          }
          for (let i = 1; i < hits.length; i++) {
            const [a, b] = [tuple(hits[i - 1]!), tuple(hits[i]!)]
            const first = a.findIndex((v, k) => v !== b[k])
            if (first >= 0) expect(a[first]!).toBeLessThan(b[first]!)
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
