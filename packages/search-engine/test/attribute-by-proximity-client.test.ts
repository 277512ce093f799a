import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// `attributeCriteriaComputedByMinProximity` (a setting): when `attribute` ranks before
// `proximity`, the attribute criterion reads the attribute where the query words are closest,
// not the most important attribute holding one of them.
let t: TestServer
const INDEX = 'attribute_by_proximity_shop'
const RANKING = ['typo', 'words', 'filters', 'attribute', 'proximity', 'exact', 'custom']
const SETTINGS = { searchableAttributes: ['title', 'description'], ranking: RANKING }

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      // Both words in the title, four apart.
      { objectID: 'title-far', title: 'Red canvas summer beach shoes', description: 'A gift' },
      // "red" opens the title too, but the words are adjacent only in the description.
      { objectID: 'description-close', title: 'Red cap', description: 'Red shoes for running' },
    ],
    SETTINGS,
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

async function order() {
  const res = await t.admin().searchSingleIndex<{ objectID: string }>({
    indexName: INDEX,
    searchParams: { query: 'red shoes' },
  })
  return res.hits.map((h) => h.objectID)
}

async function setSettings(indexSettings: Record<string, unknown>) {
  const client = t.admin()
  const { taskID } = await client.setSettings({ indexName: INDEX, indexSettings })
  await client.waitForTask({ indexName: INDEX, taskID })
}

describe('attributeCriteriaComputedByMinProximity, through the official client', () => {
  it('reads the most important attribute by default (a tie here, broken by proximity)', async () => {
    expect(await order()).toEqual(['description-close', 'title-far'])
  })

  it('reads the attribute where the words are closest once set', async () => {
    await setSettings({ ...SETTINGS, attributeCriteriaComputedByMinProximity: true })
    // description-close now counts as a description match: title-far's title wins.
    expect(await order()).toEqual(['title-far', 'description-close'])
  })

  it('has no effect when proximity ranks before attribute', async () => {
    await setSettings({
      ...SETTINGS,
      attributeCriteriaComputedByMinProximity: true,
      ranking: ['typo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
    })
    expect(await order()).toEqual(['description-close', 'title-far'])
  })

  it('answers 400 for a value that is not a boolean', async () => {
    const res = await t.request(`/1/indexes/${INDEX}/settings`, {
      method: 'PUT',
      body: JSON.stringify({ attributeCriteriaComputedByMinProximity: 'yes' }),
    })
    expect(res.status).toBe(400)
  })
})
