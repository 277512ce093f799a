import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { engineWith } from './testing/engine-with'

const record = fc.record(
  {
    a: fc.integer({ min: 0, max: 5 }),
    b: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: 0, max: 1, noNaN: true })),
    c: fc.integer({ min: 0, max: 1_000_000 }),
  },
  { requiredKeys: ['c'] },
)

type Row = { a?: number; b?: number; c: number; objectID: string }

/** Reference: sort keys with missing values last whatever the direction, then insertion order. */
function reference(rows: Row[]): string[] {
  const key = (row: Row, name: 'a' | 'b' | 'c', desc: boolean) => {
    const value = row[name]
    if (value === undefined) return [1, 0]
    return [0, desc ? -value : value]
  }
  return [...rows]
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      for (const [name, desc] of [
        ['a', false],
        ['b', true],
        ['c', true],
      ] as const) {
        const [mx, vx] = key(x.row, name, desc)
        const [my, vy] = key(y.row, name, desc)
        if (mx !== my) return mx! - my!
        if (vx !== vy) return vx! - vy!
      }
      return x.i - y.i
    })
    .map(({ row }) => row.objectID)
}

describe('ranking by sort attributes and custom ranking (property)', () => {
  it('orders like a reference comparator, for every page size', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 60 }),
        fc.integer({ min: 1, max: 70 }),
        (records, hitsPerPage) => {
          const engine = engineWith(records, {
            ranking: ['asc(a)', 'desc(b)', 'typo', 'custom'],
            customRanking: ['desc(c)'],
          })
          const rows = [...engine.allObjects('test')] as Row[]
          const expected = reference(rows).slice(0, hitsPerPage)
          expect(engine.search('test', { hitsPerPage }).hits.map((h) => h.objectID)).toEqual(
            expected,
          )
          // With a query the same order goes through the packed-key ranking path.
          const withQuery = engineWith(
            records.map((r) => ({ ...r, word: 'same' })),
            { ranking: ['asc(a)', 'desc(b)', 'typo', 'custom'], customRanking: ['desc(c)'] },
          )
          expect(
            withQuery.search('test', { query: 'same', hitsPerPage }).hits.map((h) => h.objectID),
          ).toEqual(expected)
        },
      ),
      { numRuns: 150 },
    )
  })
})
