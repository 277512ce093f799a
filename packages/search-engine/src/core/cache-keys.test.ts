import { describe, expect, it } from 'vitest'
import { Bitset } from './bitset'
import { MAX_CACHED_KEY_CHARS } from './cache-keys'
import { effectiveParams } from './effective-params'
import { Snapshot } from './snapshot'

describe('caches keep short keys only', () => {
  it('a snapshot caches a listing page’s filter, and computes a request-sized one every time', () => {
    const snapshot = new Snapshot([{ objectID: 'a' }])
    let computed = 0
    const compute = () => (computed++, new Bitset(1))
    const short = 'brand:Acme'
    const long = `brand:${'x'.repeat(MAX_CACHED_KEY_CHARS)}`
    for (let i = 0; i < 3; i++) snapshot.cachedFilter(short, compute)
    expect(computed).toBe(1)
    for (let i = 0; i < 3; i++) snapshot.cachedFilter(long, compute)
    expect(computed).toBe(4)
    expect(snapshot.findFilter(long)).toBeUndefined()
  })

  it('effective parameters are shared for a short request and built afresh for a huge one', () => {
    const settings = {}
    const short = { query: 'shirt', hitsPerPage: 5 }
    expect(effectiveParams(settings, short)).toBe(effectiveParams(settings, { ...short }))
    const huge = {
      query: 'shirt',
      optionalFilters: Array.from({ length: 2000 }, (_, i) => `brand:b${i}`),
    }
    const first = effectiveParams(settings, huge)
    expect(effectiveParams(settings, huge)).not.toBe(first)
    expect(effectiveParams(settings, huge)).toEqual(first)
  })
})
