import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchKeyAnswer, startServerWithIndex, type TestServer } from './support/test-server'

// aroundPrecision's ranges [{ from, value }] have no documented bound, and each located record
// looked up its range by a scan: 35,000 ranges (a 1 MB search-key body) held the server over 20 s on
// 2,000 located records. The range is now found by halving.

const RECORDS = 2000
let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex(
    'places',
    Array.from({ length: RECORDS }, (_, i) => ({
      objectID: String(i),
      name: 'cafe',
      _geoloc: { lat: ((i * 7) % 170) - 85, lng: ((i * 13) % 350) - 175 },
    })),
  )
}, 30_000)
afterAll(() => t?.close())

type Answer = { hits: Array<{ objectID: string; _rankingInfo: { geoPrecision: number } }> }

describe('aroundPrecision ranges', () => {
  it('35,000 ranges are answered at once', async () => {
    const aroundPrecision = Array.from({ length: 35_000 }, (_, i) => ({ from: i * 2, value: 10 }))
    // The first geo search reads the records' locations; the ranges are what is measured.
    await searchKeyAnswer(t, '/1/indexes/places/query', { query: 'cafe', aroundLatLng: '1, 1' })
    const started = performance.now()
    const { status } = await searchKeyAnswer(t, '/1/indexes/places/query', {
      query: 'cafe',
      aroundLatLng: '10, 10',
      aroundRadius: 'all',
      aroundPrecision,
      hitsPerPage: 5,
    })
    expect(status).toBe(200)
    // Over 20 s on the old code; 0.3 s here when the machine is quiet (a loaded one is slower).
    expect(performance.now() - started).toBeLessThan(3_000)
  })

  it('each distance still takes the precision of its range', async () => {
    const { body } = await searchKeyAnswer<Answer>(t, '/1/indexes/places/query', {
      query: 'cafe',
      aroundLatLng: '10, 10',
      aroundRadius: 'all',
      aroundPrecision: [
        { from: 0, value: 100 },
        { from: 1_000_000, value: 1_000 },
        { from: 5_000_000, value: 50_000 },
      ],
      getRankingInfo: true,
      hitsPerPage: 1000,
    })
    const precisions = new Set(body.hits.map((h) => h._rankingInfo.geoPrecision))
    expect([...precisions].sort((a, b) => a - b)).toEqual([100, 1_000, 50_000])
  })
})
