import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// deleteBy applied only the filter parameters: its geo filters (aroundLatLng, insideBoundingBox,
// insidePolygon, which Algolia documents for it) were ignored, so deleting the records around a
// point far from every record deleted the whole index, and so did an empty call ({} or
// `filters: ""`), which Algolia refuses ("rejects empty filters or queries"). On an index with
// `distinct`, it must still delete every matching record, not one per distinct key.
let t: TestServer

const records = Array.from({ length: 10 }, (_, i) => ({
  objectID: `r${i}`,
  colour: i % 2 ? 'red' : 'blue',
  family: `f${i % 3}`,
  price: i,
  _geoloc: { lat: 40 + i, lng: 2 + i },
}))

async function reset(indexName: string, settings: Record<string, unknown> = {}) {
  const client = t.admin()
  const [saved] = await client.saveObjects({ indexName, objects: records })
  await client.waitForTask({ indexName, taskID: saved!.taskID })
  const set = await client.setSettings({
    indexName,
    indexSettings: { attributesForFaceting: ['colour', 'family'], ...settings },
  })
  await client.waitForTask({ indexName, taskID: set.taskID })
}

async function remaining(indexName: string): Promise<string[]> {
  const ids: string[] = []
  await t.admin().browseObjects<{ objectID: string }>({
    indexName,
    aggregator: (page) => ids.push(...page.hits.map((hit) => hit.objectID)),
  })
  return ids.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
}

async function deleteBy(indexName: string, deleteByParams: Record<string, unknown>) {
  const client = t.admin()
  const { taskID } = await client.deleteBy({ indexName, deleteByParams })
  await client.waitForTask({ indexName, taskID })
}

beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t?.close())

const all = records.map((r) => r.objectID)

describe('deleteBy', () => {
  it.each([
    ['no parameter', {}],
    ['an empty filters string', { filters: '' }],
    ['empty filter arrays', { facetFilters: [], numericFilters: [[]], tagFilters: [''] }],
    ['an aroundRadius without a centre', { aroundRadius: 1000 }],
  ])('refuses %s with a 400 and deletes nothing', async (_name, params) => {
    await reset('empty')
    await expect(deleteBy('empty', params)).rejects.toMatchObject({ status: 400 })
    expect(await remaining('empty')).toEqual(all)
  })

  it.each([
    ['aroundLatLng far from every record', { aroundLatLng: '-40, -120', aroundRadius: 1000 }, all],
    [
      'aroundLatLng near r0 and r1',
      { aroundLatLng: '40.5, 2.5', aroundRadius: 120_000 },
      all.slice(2),
    ],
    [
      'insideBoundingBox around r3 and r4',
      { insideBoundingBox: [[42.5, 4.5, 44.5, 6.5]] },
      [...all.slice(0, 3), ...all.slice(5)],
    ],
    [
      'insidePolygon around r9',
      { insidePolygon: [[48.5, 10.5, 49.5, 10.5, 49.5, 11.5, 48.5, 11.5]] },
      all.slice(0, 9),
    ],
    [
      'a filter and an area',
      { filters: 'colour:red', insideBoundingBox: '39,1,45,7' },
      ['r0', 'r2', 'r4', 'r6', 'r7', 'r8', 'r9'],
    ],
  ])('with %s deletes the records in the area only', async (_name, params, left) => {
    await reset('geo')
    await deleteBy('geo', params)
    expect(await remaining('geo')).toEqual(left)
  })

  it('deletes every matching record of an index with distinct', async () => {
    await reset('distinct', { attributeForDistinct: 'family', distinct: true })
    await deleteBy('distinct', { numericFilters: ['price < 6'] })
    expect(await remaining('distinct')).toEqual(['r6', 'r7', 'r8', 'r9'])
  })

  it('still deletes by facet and numeric filters', async () => {
    await reset('filters')
    await deleteBy('filters', { facetFilters: ['colour:blue'], numericFilters: ['price >= 4'] })
    expect(await remaining('filters')).toEqual(['r0', 'r1', 'r2', 'r3', 'r5', 'r7', 'r9'])
  })
})
