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

  it('measures a word matched in two forms (plural, prefix) from its closest form', async () => {
    const client = t.admin()
    const indexName = 'proximity_forms'
    await client.setSettings({
      indexName,
      indexSettings: { searchableAttributes: ['unordered(name)'], ignorePlurals: true },
    })
    await client.saveObjects({
      indexName,
      objects: [
        // The plural comes first; the singular is next to "gift".
        { objectID: 'both-forms', name: 'Nike Fragrances Men Fragrance Gift Set' },
        { objectID: 'apart', name: 'Fragrance for men in a gift box' },
      ],
    })
    const plural = await client.searchSingleIndex<{ objectID: string }>({
      indexName,
      searchParams: { query: 'fragrance gift', getRankingInfo: true },
    })
    expect(
      Object.fromEntries(plural.hits.map((h) => [h.objectID, h._rankingInfo?.proximityDistance])),
    ).toEqual({ 'both-forms': 1, apart: 5 })
    expect(plural.hits.map((h) => h.objectID)).toEqual(['both-forms', 'apart'])
    // The last word is a prefix: "gif" matches "gifts" first and "gift" next to "set".
    await client.saveObjects({
      indexName: 'proximity_prefix',
      objects: [{ objectID: 'prefix', name: 'Gifts for him, a set of gift cards' }],
    })
    const prefix = await client.searchSingleIndex<{ objectID: string }>({
      indexName: 'proximity_prefix',
      searchParams: { query: 'set gif', getRankingInfo: true, typoTolerance: false },
    })
    expect(prefix.hits[0]?._rankingInfo?.proximityDistance).toBe(2)
  })
})
