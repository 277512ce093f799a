import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatBadgeCount } from './format-badge-count'

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('shows %i as %s with the default max of 99', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text)
  })

  it('caps at a custom max', () => {
    expect(formatBadgeCount(999, 999)).toBe('999')
    expect(formatBadgeCount(1000, 999)).toBe('999+')
    expect(formatBadgeCount(2, 1)).toBe('1+')
  })

  it.each([-1, 1.5, Number.NaN, Infinity, -Infinity])('refuses count %s, naming it', (count) => {
    expect(() => formatBadgeCount(count)).toThrow(RangeError)
    expect(() => formatBadgeCount(count)).toThrow(`count ${count} must be a non-negative integer`)
  })

  it('quotes a string count, which only looks like a number', () => {
    expect(() => formatBadgeCount('5' as unknown as number)).toThrow(
      new RangeError('count "5" must be a non-negative integer'),
    )
  })

  it.each([0, -3, 2.5, Number.NaN, Infinity])('refuses max %s, naming it', (max) => {
    expect(() => formatBadgeCount(1, max)).toThrow(RangeError)
    expect(() => formatBadgeCount(1, max)).toThrow(`max ${max} must be a positive integer`)
  })

  it('shows any count up to max unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.nat(), (max, n) => {
        const count = n % (max + 1)
        expect(formatBadgeCount(count, max)).toBe(String(count))
      }),
    )
  })

  it('shows any count above max as max+', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e9 }), (max, d) => {
        expect(formatBadgeCount(max + d, max)).toBe(`${max}+`)
      }),
    )
  })

  it('never grows longer than max plus the "+" sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.nat(), (max, count) => {
        const text = formatBadgeCount(count, max)
        expect(text.length).toBeLessThanOrEqual(String(max).length + 1)
        expect(/^\d+\+?$/.test(text)).toBe(true)
      }),
    )
  })

  it('throws a RangeError naming every invalid count', () => {
    const invalid = fc.oneof(
      fc.integer({ max: -1 }),
      fc.double({ noInteger: true }),
      fc.constantFrom(Infinity, -Infinity),
    )
    fc.assert(
      fc.property(invalid, (count) => {
        expect(() => formatBadgeCount(count)).toThrow(
          new RangeError(`count ${count} must be a non-negative integer`),
        )
      }),
    )
  })
})
