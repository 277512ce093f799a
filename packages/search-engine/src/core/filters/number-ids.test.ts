import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FacetColumn } from '../facet-index'
import type { NumericFilter, NumericOperator, RangeFilter } from './ast'
import { compareNumber } from './compare-number'
import { forEachIdOfNumber, forEachNumberId } from './number-ids'

/** The ids a scan of every value finds (what the sorted walk must equal). */
function scanned(numbers: Float64Array, atom: NumericFilter | RangeFilter): number[] {
  const out: number[] = []
  numbers.forEach((n, id) => {
    if (Number.isNaN(n)) return
    const ok =
      atom.type === 'range'
        ? n >= atom.lower && n <= atom.upper
        : compareNumber(n, atom.operator, atom.value)
    if (ok) out.push(id)
  })
  return out
}

function walked(column: FacetColumn, atom: NumericFilter | RangeFilter): number[] {
  const out: number[] = []
  forEachNumberId(column, atom, (id) => out.push(id))
  return out.sort((a, b) => a - b)
}

// Values on and around the equality tolerance's edges (5e-4), big and small, and strings (NaN).
const number = fc.oneof(
  fc.constantFrom(0, -0, 10, 10.0004, 10.0005, 9.9995, 9.9996, 1e17, 1e17 + 16, -3.5, NaN),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  fc.integer({ min: -50, max: 50 }).map((i) => 10 + i / 10_000),
)
const operator = fc.constantFrom<NumericOperator>('<', '<=', '=', '!=', '>=', '>')
const atom: fc.Arbitrary<NumericFilter | RangeFilter> = fc.oneof(
  fc.record({
    type: fc.constant('numeric' as const),
    attribute: fc.constant('price'),
    operator,
    value: number.filter((n) => !Number.isNaN(n)),
  }),
  fc.record({
    type: fc.constant('range' as const),
    attribute: fc.constant('price'),
    lower: number.filter((n) => !Number.isNaN(n)),
    upper: number.filter((n) => !Number.isNaN(n)),
  }),
)

describe('numeric filters through the sorted values', () => {
  it('find the ids a scan of every value finds', () => {
    fc.assert(
      fc.property(
        fc.array(number, { maxLength: 40 }),
        fc.array(atom, { minLength: 1, maxLength: 5 }),
        (values, atoms) => {
          const numbers = Float64Array.from(values)
          // One column object for all the atoms: its sorted values are built once and reused.
          const column = { numbers } as unknown as FacetColumn
          for (const a of atoms) expect(walked(column, a)).toEqual(scanned(numbers, a))
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('find the ids of one number exactly, as a scan does', () => {
    fc.assert(
      fc.property(fc.array(number, { maxLength: 40 }), number, (values, wanted) => {
        const numbers = Float64Array.from(values)
        const column = { numbers } as unknown as FacetColumn
        const found: number[] = []
        forEachIdOfNumber(column, wanted, (id) => found.push(id))
        const expected: number[] = []
        numbers.forEach((n, id) => n === wanted && expected.push(id))
        expect(found.sort((a, b) => a - b)).toEqual(expected)
      }),
      { numRuns: 500 },
    )
  })
})
