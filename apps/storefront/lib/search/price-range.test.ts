import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { choosePriceRange } from './price-range'

const prices = { min: 12, max: 350 }

describe('choosePriceRange', () => {
  it('keeps a range inside the prices as typed, without a note', () => {
    expect(choosePriceRange({ min: 40, max: 90 }, prices)).toEqual({ bounds: [40, 90] })
  })

  it('swaps inverted bounds', () => {
    expect(choosePriceRange({ min: 90, max: 40 }, prices).bounds).toEqual([40, 90])
  })

  it('clamps a maximum above the dearest result and says so (40–400 shows $40 and up)', () => {
    expect(choosePriceRange({ min: 40, max: 400 }, prices)).toEqual({
      bounds: [40, undefined],
      note: 'Prices here run from $12.00 to $350.00: showing $40.00 and up.',
    })
  })

  it('explains a range that contains every result instead of dropping it silently', () => {
    expect(choosePriceRange({ min: 1, max: 400 }, prices)).toEqual({
      bounds: [undefined, undefined],
      note: 'Prices here run from $12.00 to $350.00, so every result is already in your range.',
    })
  })

  it('clamps a minimum above every price to the dearest result', () => {
    expect(choosePriceRange({ min: 500 }, prices).bounds).toEqual([350, undefined])
  })

  it('always refines within the prices, in order, noting every adjustment', () => {
    const bound = fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: undefined })
    fc.assert(
      fc.property(bound, bound, (min, max) => {
        const { bounds, note } = choosePriceRange({ min, max }, prices)
        for (const b of bounds) if (b !== undefined) expect(b).toBeGreaterThan(prices.min - 1e-9)
        for (const b of bounds) if (b !== undefined) expect(b).toBeLessThanOrEqual(prices.max)
        if (bounds[0] !== undefined && bounds[1] !== undefined) {
          expect(bounds[0]).toBeLessThanOrEqual(bounds[1])
        }
        const outside = [min, max].some((b) => b !== undefined && (b < 12 || b > 350))
        expect(note !== undefined).toBe(outside)
      }),
      { seed: 16, numRuns: 300 },
    )
  })
})
