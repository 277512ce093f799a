import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCount, formatPrice, formatQuantity } from './format'

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const counts = new Intl.NumberFormat('en-US')

describe('format', () => {
  it('writes prices and counts as shoppers read them', () => {
    expect(formatPrice(19.5)).toBe('$19.50')
    expect(formatPrice(1249.99)).toBe('$1,249.99')
    expect(formatPrice(0)).toBe('$0.00')
    expect(formatCount(3900)).toBe('3,900')
    expect(formatQuantity(1, 'review')).toBe('1 review')
    expect(formatQuantity(1_500_000, 'product')).toBe('1,500,000 products')
  })

  it('matches Intl.NumberFormat en-US on every number', () => {
    const cents = fc.integer({ min: -1e9, max: 1e11 }).map((n) => n / 100)
    const anyNumber = fc.oneof(
      cents,
      fc.double({ noNaN: false }),
      fc.constantFrom(0.005, 1.005, 2.675, 999.995, -0, 1e15, 1e21, Infinity),
    )
    fc.assert(
      fc.property(anyNumber, (value) => {
        expect(formatPrice(value)).toBe(currency.format(value))
      }),
      { seed: 15, numRuns: 2000 },
    )
    const integers = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-0, 1e16, 0.5))
    fc.assert(
      fc.property(integers, (value) => {
        expect(formatCount(value)).toBe(counts.format(value))
      }),
      { seed: 15, numRuns: 2000 },
    )
  })
})
