import { describe, expect, it } from 'vitest'
import { wholePercents } from './whole-percents'

describe('wholePercents', () => {
  it('adds up to 100 where rounding each share would give 101', () => {
    // 36.54, 47.61, 14.75, 1.09, 0 (a demo product's stars, five first): rounded one by one
    // 37 + 48 + 15 + 1 + 0 = 101.
    const percents = wholePercents([535, 697, 216, 16, 0])
    expect(percents).toEqual([36, 48, 15, 1, 0])
    expect(percents.reduce((sum, n) => sum + n, 0)).toBe(100)
  })

  it('keeps exact shares and gives ties to the first', () => {
    expect(wholePercents([5, 3, 1, 1, 0])).toEqual([50, 30, 10, 10, 0])
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33])
  })

  it('is all zeros without any count', () => {
    expect(wholePercents([0, 0, 0])).toEqual([0, 0, 0])
  })
})
