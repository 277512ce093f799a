import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// `minProximity` (settings and search, 1..7): a pair of query words closer than it counts as
// at that distance, so "red ... dress" two words apart ties with "red dress".
let t: TestServer
const INDEX = 'min_proximity_shop'

const SETTINGS = { searchableAttributes: ['unordered(name)'], customRanking: ['desc(sales)'] }

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      { objectID: 'adjacent', name: 'Red dress', sales: 1 },
      { objectID: 'two-apart', name: 'Red summer linen dress', sales: 5 },
      { objectID: 'far', name: 'Red cotton linen summer beach dress', sales: 9 },
    ],
    SETTINGS,
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

async function search(params: Record<string, unknown>) {
  const res = await t.admin().searchSingleIndex<{ objectID: string }>({
    indexName: INDEX,
    searchParams: { query: 'red dress', getRankingInfo: true, ...params },
  })
  return {
    order: res.hits.map((h) => h.objectID),
    proximity: Object.fromEntries(
      res.hits.map((h) => [h.objectID, h._rankingInfo?.proximityDistance]),
    ),
  }
}

describe('minProximity, through the official client', () => {
  it('ranks by the real distance by default', async () => {
    expect(await search({})).toEqual({
      order: ['adjacent', 'two-apart', 'far'],
      proximity: { adjacent: 1, 'two-apart': 3, far: 5 },
    })
  })

  it('counts distances below it as it (search parameter)', async () => {
    // 1 and 3 both count as 3: custom ranking decides between them.
    expect(await search({ minProximity: 3 })).toEqual({
      order: ['two-apart', 'adjacent', 'far'],
      proximity: { adjacent: 3, 'two-apart': 3, far: 5 },
    })
  })

  it('applies as an index setting, and a search overrides it', async () => {
    const client = t.admin()
    const { taskID } = await client.setSettings({
      indexName: INDEX,
      indexSettings: { ...SETTINGS, minProximity: 7 },
    })
    await client.waitForTask({ indexName: INDEX, taskID })
    expect((await search({})).order).toEqual(['far', 'two-apart', 'adjacent'])
    expect((await search({ minProximity: 1 })).order).toEqual(['adjacent', 'two-apart', 'far'])
    const reset = await client.setSettings({ indexName: INDEX, indexSettings: SETTINGS })
    await client.waitForTask({ indexName: INDEX, taskID: reset.taskID })
  })

  it('answers 400 outside 1..7 or for a wrong type', async () => {
    for (const minProximity of [0, 8, 2.5, '3']) {
      await expect(search({ minProximity })).rejects.toMatchObject({ status: 400 })
      const res = await t.request(`/1/indexes/${INDEX}/settings`, {
        method: 'PUT',
        body: JSON.stringify({ minProximity }),
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ status: 400, message: expect.any(String) })
    }
  })
})
