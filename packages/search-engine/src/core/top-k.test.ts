import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { smallestKeys } from './top-k'

describe('smallestKeys', () => {
  it('returns the k smallest keys in ascending order (heap and sort paths)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 ** 40 }), { maxLength: 300 }),
        fc.integer({ min: 0, max: 60 }),
        (values, k) => {
          const keys = Float64Array.from(values)
          const expected = [...values].sort((a, b) => a - b).slice(0, k)
          expect(Array.from(smallestKeys(keys, keys.length, k))).toEqual(expected)
        },
      ),
    )
  })
})
