import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// Without `searchableAttributes` every attribute is searched and, as Algolia documents it, "the
// Attribute ranking criterion is turned off": neither the attribute nor the position of the match
// in it ranks. The engine ranked the position as for an ordered attribute, so "Shoe Rack" came
// before "Red Leather Shoe" for "shoe" (position 0 against 2), and on the Myntra catalogue the
// shop settings without searchableAttributes scored NDCG@10 0.782 instead of 0.856
// (bench/relevance.bench.ts, row "no searchableAttributes").
let t: TestServer
const INDEX = 'default_searchable_shop'
const RECORDS = [
  { objectID: 'rack', name: 'Shoe rack oak' },
  { objectID: 'shoe', name: 'Red leather shoe' },
  { objectID: 'note', title: 'Gift', notes: 'a shoe' },
]

async function search(query: string) {
  return t.admin().searchSingleIndex({
    indexName: INDEX,
    searchParams: { query },
  })
}

async function setSettings(indexSettings: Record<string, unknown>) {
  const client = t.admin()
  const { taskID } = await client.setSettings({ indexName: INDEX, indexSettings })
  await client.waitForTask({ indexName: INDEX, taskID })
}

beforeAll(async () => {
  t = await startServerWithIndex(INDEX, RECORDS, {})
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('no searchableAttributes: the attribute criterion is off', () => {
  it('searches every attribute', async () => {
    const res = await search('shoe')
    expect(res.hits.map((h) => h.objectID).sort()).toEqual(['note', 'rack', 'shoe'])
  })

  it('does not rank the position of the match', async () => {
    const res = await search('shoe')
    // Position 2 does not lose to position 0: the tie goes to the closer match, the head noun of
    // a name rather than a word qualifying another.
    const ids = res.hits.map((h) => h.objectID)
    expect(ids.indexOf('shoe')).toBeLessThan(ids.indexOf('rack'))
  })

  it('an ordered searchable attribute ranks the position', async () => {
    await setSettings({ searchableAttributes: ['name'] })
    const res = await search('shoe')
    expect(res.hits.map((h) => h.objectID)).toEqual(['rack', 'shoe'])
    await setSettings({ searchableAttributes: [] })
    const back = await search('shoe')
    expect(back.hits.map((h) => h.objectID).indexOf('shoe')).toBe(0)
  })
})
