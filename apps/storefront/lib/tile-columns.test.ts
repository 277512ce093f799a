import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tileColumns } from './tile-columns'

describe('tileColumns', () => {
  it('fills every row of the usual category counts', () => {
    expect(tileColumns(6, 4)).toBe(3)
    expect(tileColumns(6, 6)).toBe(6)
    expect(tileColumns(8, 6)).toBe(4)
    expect(tileColumns(4, 6)).toBe(4)
    expect(tileColumns(5, 4)).toBe(3)
  })

  it('never exceeds the maximum nor the count, and leaves the fewest holes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 8 }), (n, max) => {
        const columns = tileColumns(n, max)
        expect(columns).toBeGreaterThanOrEqual(1)
        expect(columns).toBeLessThanOrEqual(Math.min(n, max))
        const holes = (c: number) => (c - (n % c)) % c
        if (n >= 2 && max >= 2) expect(columns).toBeGreaterThanOrEqual(2)
        for (let c = Math.min(2, n, max); c <= Math.min(n, max); c++)
          expect(holes(columns)).toBeLessThanOrEqual(holes(c))
      }),
    )
  })
})
