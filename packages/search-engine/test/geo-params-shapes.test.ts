import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchKeyAnswer, startServerWithIndex, type TestServer } from './support/test-server'

// Geo parameters were once accepted and not applied, and their string forms were not read at
// all: "NaN,Infinity,1,2" as a bounding box, "abc" as a centre, a polygon of
// seven numbers all answered 200, where Algolia answers 400 ("Invalid value for
// "insideBoundingBox" parameter, expected float"). A client tested here then fails there.

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex('shop', [
    { objectID: '1', name: 'oak lamp', _geoloc: { lat: 40.71, lng: -74.01 } },
  ])
})
afterAll(() => t.close())

const search = (params: Record<string, unknown>) =>
  searchKeyAnswer(t, '/1/indexes/shop/query', { query: 'lamp', ...params })

describe('geo parameters are checked as Algolia checks them', () => {
  it.each([
    ['insideBoundingBox', 'NaN,Infinity,1,2'],
    ['insideBoundingBox', '1,2,3'],
    ['insideBoundingBox', '1,2,3,4,5'],
    ['insideBoundingBox', 'a,b,c,d'],
    ['insideBoundingBox', '0x1,2,3,4'],
    ['aroundLatLng', 'abc'],
    ['aroundLatLng', '40.71'],
    ['aroundLatLng', '40.71, -74.01, 3'],
    ['aroundLatLng', 'Infinity, 2'],
    // Past a double's range: read as Infinity, it used to count as unset (every record answered).
    ['aroundLatLng', '1e400, 2'],
    ['insideBoundingBox', '1e400,1,2,3'],
    ['insidePolygon', [[1, 2, 3, 4, 5, 6, 7]]],
  ])('%s %j answers 400', async (name, value) => {
    const { status, body } = await search({ [name]: value })
    expect(status).toBe(400)
    expect(body.status).toBe(400)
    expect(body.message).toMatch(new RegExp(`^Invalid search parameter ${name}: expected`))
  })

  it('a long run of digits is read at once', async () => {
    const started = performance.now()
    expect((await search({ aroundLatLng: `${'1'.repeat(400_000)}x, 2` })).status).toBe(400)
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('valid forms still search, through the official client too', async () => {
    for (const params of [
      { aroundLatLng: '40.71, -74.01', aroundRadius: 1000 },
      { aroundLatLng: '' },
      { insideBoundingBox: '46.65,7.12,45.17,1.00' },
      { insideBoundingBox: '46.65,7.12,45.17,1.00,1,2,3,4' },
      { insideBoundingBox: [[46.65, 7.12, 45.17, 1.0]] },
      { insidePolygon: [[47.3, 4.9, 47.34, 5.02, 47.32, 4.98]] },
    ]) {
      expect((await search(params)).status).toBe(200)
    }
    const { hits } = await t.searchOnly().searchSingleIndex({
      indexName: 'shop',
      searchParams: { query: 'lamp', aroundLatLng: '40.71, -74.01' },
    })
    expect(hits.map((hit) => hit.objectID)).toEqual(['1'])
    await expect(
      t.searchOnly().searchSingleIndex({
        indexName: 'shop',
        searchParams: { query: 'lamp', insideBoundingBox: 'NaN,1,2,3' },
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
