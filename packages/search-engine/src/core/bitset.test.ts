import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Bitset } from './bitset'

describe('Bitset', () => {
  it('behaves like a set of ids for and / or / not / collect (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 200 })
          .chain((size) =>
            fc.tuple(
              fc.constant(size),
              fc.uniqueArray(fc.integer({ min: 0, max: size - 1 })),
              fc.uniqueArray(fc.integer({ min: 0, max: size - 1 })),
            ),
          ),
        ([size, a, b]) => {
          const make = (ids: number[]) => {
            const set = new Bitset(size)
            for (const id of ids) set.add(id)
            return set
          }
          const ids = (set: Bitset) => {
            const out = new Uint32Array(size)
            return Array.from(out.subarray(0, set.collect(out)))
          }
          const sorted = (list: number[]) => [...new Set(list)].sort((x, y) => x - y)
          const all = Array.from({ length: size }, (_, i) => i)
          expect(ids(make(a))).toEqual(sorted(a))
          expect(ids(make(a).and(make(b)))).toEqual(sorted(a.filter((x) => b.includes(x))))
          expect(ids(make(a).or(make(b)))).toEqual(sorted([...a, ...b]))
          expect(ids(make(a).not())).toEqual(all.filter((x) => !a.includes(x)))
          for (const x of all) expect(make(a).has(x)).toBe(a.includes(x))
        },
      ),
    )
  })
})
