import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine } from '../src/core/engine'
import type { Slicer } from '../src/core/steps'
import { searchKeyAnswer, startServerWithIndex, type TestServer } from './support/test-server'

// Geo search as Algolia documents it: `_geoloc` (one point or several), aroundLatLng with
// aroundRadius / minimumAroundRadius, insideBoundingBox and insidePolygon (which win over
// aroundLatLng), the `geo` criterion bucketed by aroundPrecision, and the geo ranking info.

const LOUVRE = '48.8606, 2.3376'

const PLACES = [
  { objectID: 'louvre', name: 'cafe louvre', rank: 1, _geoloc: { lat: 48.8606, lng: 2.3376 } },
  { objectID: 'eiffel', name: 'cafe eiffel', rank: 10, _geoloc: { lat: 48.8584, lng: 2.2945 } },
  { objectID: 'notre-dame', name: 'notre dame', rank: 5, _geoloc: { lat: 48.853, lng: 2.3499 } },
  { objectID: 'versailles', name: 'chateau', rank: 20, _geoloc: { lat: 48.8049, lng: 2.1204 } },
  { objectID: 'lyon', name: 'cafe lyon', rank: 3, _geoloc: { lat: 45.764, lng: 4.8357 } },
  {
    objectID: 'multi',
    name: 'cafe chain',
    rank: 0,
    _geoloc: [
      { lat: 45.76, lng: 4.84 },
      { lat: 48.86, lng: 2.34 },
    ],
  },
  { objectID: 'nowhere', name: 'cafe online', rank: 50 },
  { objectID: 'broken', name: 'cafe broken', rank: 40, _geoloc: { lat: 'x', lng: 2.3 } },
  { objectID: 'broken-array', name: 'cafe odd', rank: 30, _geoloc: [null, { lat: 91, lng: 0 }, 5] },
]

/** 1,000 records within ~100 m of the Louvre, then 100 about 10 km away. */
const CROWD = Array.from({ length: 1100 }, (_, i) => ({
  objectID: `c${i}`,
  name: 'crowd',
  _geoloc:
    i < 1000
      ? { lat: 48.8606 + (i % 10) * 0.0001, lng: 2.3376 + Math.floor(i / 100) * 0.0001 }
      : { lat: 48.95, lng: 2.3376 + (i - 1000) * 0.0001 },
}))

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex('places', PLACES, {
    searchableAttributes: ['name'],
    customRanking: ['desc(rank)'],
  })
  const [saved] = await t.admin().saveObjects({ indexName: 'crowd', objects: CROWD })
  if (saved) await t.admin().waitForTask({ indexName: 'crowd', taskID: saved.taskID })
})
afterAll(() => t.close())

interface GeoHit {
  objectID: string
  _rankingInfo?: {
    geoDistance: number
    geoPrecision?: number
    matchedGeoLocation?: { lat: number; lng: number; distance: number }
  }
}

async function search(params: Record<string, unknown>, indexName = 'places') {
  const { hits, nbHits } = await t
    .searchOnly()
    .searchSingleIndex<GeoHit>({ indexName, searchParams: { hitsPerPage: 50, ...params } })
  return { ids: hits.map((h) => h.objectID), hits, nbHits }
}

const status = (params: Record<string, unknown>) =>
  searchKeyAnswer(t, '/1/indexes/places/query', params)

describe('around a point', () => {
  it('keeps the records within aroundRadius, closest first', async () => {
    const { ids } = await search({ aroundLatLng: LOUVRE, aroundRadius: 5000 })
    expect(ids).toEqual(['louvre', 'multi', 'notre-dame', 'eiffel'])
  })

  it('applies the radius to a text query too', async () => {
    const { ids } = await search({ query: 'cafe', aroundLatLng: LOUVRE, aroundRadius: 5000 })
    expect(ids).toEqual(['louvre', 'multi', 'eiffel'])
  })

  it('aroundRadius "all" keeps every record with a valid location, ranked by distance', async () => {
    const { ids } = await search({ aroundLatLng: LOUVRE, aroundRadius: 'all' })
    expect(ids).toEqual(['louvre', 'multi', 'notre-dame', 'eiffel', 'versailles', 'lyon'])
  })

  it('without aroundRadius, a small index keeps every located record', async () => {
    const { ids } = await search({ aroundLatLng: '45.76, 4.84' })
    expect(ids).toEqual(['multi', 'lyon', 'notre-dame', 'louvre', 'eiffel', 'versailles'])
  })

  it('the automatic radius holds the closest 1,000 records, at least minimumAroundRadius', async () => {
    const auto = await search({ aroundLatLng: LOUVRE, hitsPerPage: 0 }, 'crowd')
    expect(auto.nbHits).toBe(1000)
    const wide = await search(
      { aroundLatLng: LOUVRE, minimumAroundRadius: 20_000, hitsPerPage: 0 },
      'crowd',
    )
    expect(wide.nbHits).toBe(1100)
    // minimumAroundRadius is ignored when aroundRadius is set.
    const set = await search(
      { aroundLatLng: LOUVRE, aroundRadius: 50, minimumAroundRadius: 20_000, hitsPerPage: 0 },
      'crowd',
    )
    expect(set.nbHits).toBeLessThan(1000)
    expect(set.nbHits).toBeGreaterThan(0)
  })

  it('groups distances by aroundPrecision, then applies the custom ranking', async () => {
    const { ids } = await search({
      aroundLatLng: LOUVRE,
      aroundRadius: 5000,
      aroundPrecision: 5000,
    })
    expect(ids).toEqual(['eiffel', 'notre-dame', 'louvre', 'multi'])
  })

  it('reads precision ranges [{ from, value }]', async () => {
    const aroundPrecision = [
      { from: 0, value: 1000 },
      { from: 2000, value: 100_000 },
    ]
    const { ids } = await search({ aroundLatLng: LOUVRE, aroundRadius: 'all', aroundPrecision })
    // 0-1 km: louvre, multi; 1-2 km: notre-dame; 2-102 km: versailles, eiffel; lyon.
    expect(ids).toEqual(['louvre', 'multi', 'notre-dame', 'versailles', 'eiffel', 'lyon'])
  })

  it('ranks by distance only where `geo` is in the ranking', async () => {
    const client = t.admin()
    const indexSettings = {
      searchableAttributes: ['name'],
      customRanking: ['desc(rank)'],
      ranking: ['typo', 'words', 'proximity', 'attribute', 'exact', 'custom'],
    }
    const { taskID } = await client.setSettings({ indexName: 'places-no-geo', indexSettings })
    await client.waitForTask({ indexName: 'places-no-geo', taskID })
    const [saved] = await client.saveObjects({ indexName: 'places-no-geo', objects: PLACES })
    await client.waitForTask({ indexName: 'places-no-geo', taskID: saved!.taskID })
    const { ids } = await search({ aroundLatLng: LOUVRE, aroundRadius: 5000 }, 'places-no-geo')
    expect(ids).toEqual(['eiffel', 'notre-dame', 'louvre', 'multi'])
  })
})

describe('ranking info', () => {
  it('reports the distance to the closest location, its precision and the location', async () => {
    const { hits } = await search({
      aroundLatLng: LOUVRE,
      aroundRadius: 'all',
      aroundPrecision: 100,
      getRankingInfo: true,
    })
    const multi = hits.find((h) => h.objectID === 'multi')!._rankingInfo!
    expect(multi.matchedGeoLocation).toMatchObject({ lat: 48.86, lng: 2.34 })
    const distance = multi.matchedGeoLocation!.distance
    expect(distance).toBeGreaterThan(150)
    expect(distance).toBeLessThan(250)
    expect(multi.geoPrecision).toBe(100)
    expect(multi.geoDistance).toBe(Math.floor(distance / 100))
    const louvre = hits.find((h) => h.objectID === 'louvre')!._rankingInfo!
    expect(louvre.matchedGeoLocation).toEqual({ lat: 48.8606, lng: 2.3376, distance: 0 })
    expect(louvre.geoDistance).toBe(0)
    const lyon = hits.find((h) => h.objectID === 'lyon')!._rankingInfo!
    expect(lyon.matchedGeoLocation!.distance).toBeGreaterThan(385_000)
    expect(lyon.matchedGeoLocation!.distance).toBeLessThan(400_000)
  })

  it('uses 10 m (the default and the smallest) precision', async () => {
    const { hits } = await search({
      aroundLatLng: LOUVRE,
      aroundRadius: 5000,
      aroundPrecision: 1,
      getRankingInfo: true,
    })
    const info = hits.find((h) => h.objectID === 'eiffel')!._rankingInfo!
    expect(info.geoPrecision).toBe(10)
    expect(info.geoDistance).toBe(Math.floor(info.matchedGeoLocation!.distance / 10))
  })

  it('is 0 without a point to measure from', async () => {
    const { hits } = await search({ query: 'cafe', getRankingInfo: true })
    expect(hits.length).toBeGreaterThan(0)
    for (const hit of hits) {
      expect(hit._rankingInfo!.geoDistance).toBe(0)
      expect(hit._rankingInfo!.matchedGeoLocation).toBeUndefined()
    }
  })
})

describe('inside areas', () => {
  const PARIS_BOX = [48.87, 2.33, 48.85, 2.36]
  const LYON_BOX = [45.7, 4.8, 45.8, 4.9]

  it('insideBoundingBox keeps records with a location in the box', async () => {
    const { ids } = await search({ insideBoundingBox: [PARIS_BOX] })
    expect(ids.sort()).toEqual(['louvre', 'multi', 'notre-dame'])
  })

  it('reads the string form and several boxes', async () => {
    const { ids } = await search({ insideBoundingBox: PARIS_BOX.join(',') })
    expect(ids.sort()).toEqual(['louvre', 'multi', 'notre-dame'])
    const both = await search({ insideBoundingBox: [PARIS_BOX, LYON_BOX] })
    expect(both.ids.sort()).toEqual(['louvre', 'lyon', 'multi', 'notre-dame'])
    const asText = await search({ insideBoundingBox: [...PARIS_BOX, ...LYON_BOX].join(', ') })
    expect(asText.ids.sort()).toEqual(both.ids.sort())
  })

  it('a record with several locations matches when any of them is inside', async () => {
    const { ids } = await search({ insideBoundingBox: [LYON_BOX] })
    expect(ids.sort()).toEqual(['lyon', 'multi'])
  })

  it('insidePolygon keeps records with a location in one of the polygons', async () => {
    // A square west of the Louvre (Eiffel Tower, Versailles), then a triangle around Lyon.
    const west = [48.87, 2.1, 48.87, 2.3, 48.79, 2.3, 48.79, 2.1]
    const lyon = [45.9, 4.8, 45.6, 4.7, 45.6, 5.0]
    expect((await search({ insidePolygon: [west] })).ids.sort()).toEqual(['eiffel', 'versailles'])
    const both = await search({ insidePolygon: [west, lyon] })
    expect(both.ids.sort()).toEqual(['eiffel', 'lyon', 'multi', 'versailles'])
  })

  it('a point in the notch of a concave polygon is outside', async () => {
    // A "U" open to the north around the Louvre: its arms hold Eiffel and Notre-Dame.
    const u = [48.87, 2.28, 48.87, 2.31, 48.855, 2.31, 48.855, 2.345, 48.87, 2.345, 48.87, 2.36]
    const closed = [...u, 48.84, 2.36, 48.84, 2.28]
    const { ids } = await search({ insidePolygon: [closed] })
    expect(ids.sort()).toEqual(['eiffel', 'notre-dame'])
  })

  it('a box wins over a polygon, either over aroundLatLng', async () => {
    const lyonTriangle = [45.9, 4.8, 45.6, 4.7, 45.6, 5.0]
    const boxed = await search({
      insideBoundingBox: [PARIS_BOX],
      insidePolygon: [lyonTriangle],
      aroundLatLng: '45.76, 4.84',
      aroundRadius: 1000,
    })
    expect(boxed.ids.sort()).toEqual(['louvre', 'multi', 'notre-dame'])
    const polygon = await search({
      insidePolygon: [lyonTriangle],
      aroundLatLng: LOUVRE,
      aroundRadius: 10,
    })
    expect(polygon.ids.sort()).toEqual(['lyon', 'multi'])
  })

  it('records without a valid _geoloc are never inside', async () => {
    const world = await search({ insideBoundingBox: [[-90, -180, 90, 180]] })
    expect(world.ids.sort()).toEqual([
      'eiffel',
      'louvre',
      'lyon',
      'multi',
      'notre-dame',
      'versailles',
    ])
    const all = await search({})
    expect(all.ids).toContain('nowhere')
    expect(all.ids).toContain('broken')
  })
})

describe('hostile and malformed input', () => {
  it.each([
    [{ aroundLatLng: 'paris' }],
    [{ aroundLatLng: '48.8' }],
    [{ insideBoundingBox: [[1, 2, 3]] }],
    [{ insideBoundingBox: '1,2,3' }],
    [{ insidePolygon: [[1, 2, 3, 4]] }],
    [{ aroundLatLng: LOUVRE, aroundRadius: -5 }],
    [{ aroundLatLng: LOUVRE, aroundPrecision: 'fine' }],
  ])('%j answers 400', async (params) => {
    const { status: code, body } = await status(params)
    expect(code).toBe(400)
    expect(body.status).toBe(400)
    expect(typeof body.message).toBe('string')
  })

  it('refuses more than 1,000 boxes', async () => {
    const box = [48.87, 2.33, 48.85, 2.36]
    const many = await status({ insideBoundingBox: Array(1001).fill(box) })
    expect(many).toEqual({
      status: 400,
      body: {
        message: 'Invalid search parameter insideBoundingBox: at most 1000 boxes',
        status: 400,
      },
    })
    const asText = await status({ insideBoundingBox: Array(1001).fill(box.join(',')).join(',') })
    expect(asText.status).toBe(400)
    expect((await status({ insideBoundingBox: Array(1000).fill(box) })).status).toBe(200)
  })

  it('refuses a polygon of more than 10,000 points, or more than 10,000 points in all', async () => {
    const ring = (points: number) =>
      Array.from({ length: points }, (_, i) => {
        const a = (2 * Math.PI * i) / points
        return [48.86 + 0.05 * Math.sin(a), 2.34 + 0.05 * Math.cos(a)]
      }).flat()
    expect((await status({ insidePolygon: [ring(10_001)] })).status).toBe(400)
    const two = await status({ insidePolygon: [ring(6000), ring(6000)] })
    expect(two.body).toEqual({
      message: 'Invalid search parameter insidePolygon: at most 10000 points in all',
      status: 400,
    })
    const { ids } = await search({ insidePolygon: [ring(10_000)] })
    expect(ids.sort()).toEqual(['eiffel', 'louvre', 'multi', 'notre-dame'])
  })
})

describe('sliced geo search', () => {
  it('pauses within a large polygon test and answers what the synchronous search answers', async () => {
    const engine = createEngine()
    engine.saveObjects('crowd', CROWD)
    const ring = (points: number) =>
      Array.from({ length: points }, (_, i) => {
        const a = (2 * Math.PI * i) / points
        return [48.8606 + 0.002 * Math.sin(a), 2.3376 + 0.002 * Math.cos(a)]
      }).flat()
    const expected = engine.search('crowd', { insidePolygon: [ring(10_000)], hitsPerPage: 0 })
    expect(expected.nbHits).toBe(1000)
    let pauses = 0
    const slicer: Slicer = {
      due: () => true,
      async pause() {
        pauses++
        await new Promise<void>((resolve) => setImmediate(resolve))
      },
    }
    // Another polygon: the first one's result is cached.
    const other = { insidePolygon: [ring(9_999)], hitsPerPage: 0 }
    const sliced = await engine.searchSliced('crowd', other, undefined, slicer)
    expect(sliced.nbHits).toBe(1000)
    // Each of the 1,000 records inside tests 9,999 edges; 65,536 edge tests per step.
    expect(pauses).toBeGreaterThan(100)
  })
})
