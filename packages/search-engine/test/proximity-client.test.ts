import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// Proximity is Algolia's: the smallest distance between consecutive query words over all their
// occurrences in an attribute, not only each word's first occurrence.
let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('proximity through the official client', () => {
  it('ranks words adjacent at their second occurrence as proximity 1', async () => {
    const client = t.admin()
    const indexName = 'proximity_occurrences'
    await client.setSettings({
      indexName,
      indexSettings: { searchableAttributes: ['unordered(name)', 'unordered(description)'] },
    })
    await client.saveObjects({
      indexName,
      objects: [
        { objectID: 'apart', name: 'Casual summer canvas slip on shoes' },
        {
          objectID: 'second',
          name: 'Casual wear: leather shoes, casual shoes',
        },
        { objectID: 'other-attribute', name: 'Casual linen set', description: 'walking shoes' },
      ],
    })
    const res = await client.searchSingleIndex<{ objectID: string }>({
      indexName,
      searchParams: { query: 'casual shoes', getRankingInfo: true },
    })
    const proximity = Object.fromEntries(
      res.hits.map((h) => [h.objectID, h._rankingInfo?.proximityDistance]),
    )
    expect(proximity).toEqual({ second: 1, apart: 5, 'other-attribute': 8 })
    expect(res.hits.map((h) => h.objectID)).toEqual(['second', 'apart', 'other-attribute'])
  })

  it('keeps proximity of a record after records are added to it incrementally', async () => {
    const client = t.admin()
    const indexName = 'proximity_incremental'
    await client.setSettings({ indexName, indexSettings: { searchableAttributes: ['name'] } })
    await client.saveObjects({
      indexName,
      objects: [{ objectID: 'a', name: 'Red shirt and blue pants, blue shirt' }],
    })
    await client.saveObjects({
      indexName,
      objects: [{ objectID: 'b', name: 'Blue jeans with a shirt, blue shirt' }],
    })
    const res = await client.searchSingleIndex<{ objectID: string }>({
      indexName,
      searchParams: { query: 'blue shirt', getRankingInfo: true },
    })
    const proximity = Object.fromEntries(
      res.hits.map((h) => [h.objectID, h._rankingInfo?.proximityDistance]),
    )
    expect(proximity).toEqual({ a: 1, b: 1 })
  })
})
