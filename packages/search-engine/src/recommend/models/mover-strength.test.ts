import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { saturate } from '../scored'
import { fitDispersion, moverStrength } from './mover-strength'
import { trendStrength, Z_SCALE, type Trend } from './trend'

const trendArb = fc.record({
  recent: fc.double({ min: 0, max: 1e6, noNaN: true }),
  expected: fc.double({ min: 0, max: 1e6, noNaN: true }),
})

/** Values of size `expected` with relative deviations `moves` (0: exactly as expected). */
const valuesOf = (expected: readonly number[], moves: readonly number[]): Trend[] =>
  expected.map((e, i) => ({ expected: e, recent: e * (1 + moves[i % moves.length]!) }))

describe('mover strength of facet values', () => {
  it('is finite, never negative, 0 without recent activity, and a score within 0..100', () => {
    fc.assert(
      fc.property(fc.array(trendArb, { maxLength: 30 }), trendArb, (values, trend) => {
        const strength = moverStrength(values)
        const s = strength(trend)
        expect(Number.isFinite(s)).toBe(true)
        expect(s).toBeGreaterThanOrEqual(0)
        if (trend.recent < 1) expect(s).toBe(0)
        const score = saturate(s, Z_SCALE)
        expect(score).toBeGreaterThanOrEqual(0)
        expect(score).toBeLessThanOrEqual(100)
      }),
    )
  })

  it('more recent activity for the same baseline never ranks a value lower', () => {
    fc.assert(
      fc.property(
        fc.array(trendArb, { maxLength: 30 }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (values, expected, a, b) => {
          const strength = moverStrength(values)
          const low = strength({ recent: Math.min(a, b), expected })
          expect(strength({ recent: Math.max(a, b), expected })).toBeGreaterThanOrEqual(low)
        },
      ),
    )
  })

  it('falls back to the plain trend z-score when the values show no movement beyond noise', () => {
    // Every value exactly as expected: no dispersion to fit.
    const steady = valuesOf([10, 100, 1000, 5], [0])
    expect(fitDispersion(steady)).toBeUndefined()
    const burst = { recent: 40, expected: 10 }
    expect(moverStrength(steady)(burst)).toBe(trendStrength(burst))
    expect(fitDispersion(steady.slice(0, 2))).toBeUndefined()
  })

  it('reads relative movement: a large value that moves ranks above a small one that moved as much', () => {
    // Values of many sizes, each up or down by 30%: real movement, not noise.
    const sizes = [20, 50, 100, 200, 400, 800, 1600, 3200]
    const values = valuesOf(sizes, [0.3, -0.3])
    const fit = fitDispersion(values)
    expect(fit?.movement).toBeGreaterThan(0)
    const strength = moverStrength(values)
    expect(strength({ expected: 3200, recent: 4160 })).toBeGreaterThan(
      strength({ expected: 20, recent: 26 }),
    )
  })
})
