import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// Hits tying on every Algolia ranking criterion (custom ranking included) are ordered by
// closeness: the query word itself before a plural form or a prefix completion, a repeated word
// and a shorter record first (BM25 weights), a name ending in the word (its head word) before one
// where the word qualifies another. Insertion order would put each `late` record last.
let t: TestServer
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID)

async function shop(indexName: string, objects: Array<Record<string, unknown>>, settings = {}) {
  const client = t.admin()
  await client.setSettings({
    indexName,
    indexSettings: { searchableAttributes: ['name'], ignorePlurals: true, ...settings },
  })
  await client.saveObjects({ indexName, objects })
  return (query: string) => client.searchSingleIndex({ indexName, searchParams: { query } })
}

beforeAll(async () => {
  t = await startTestServer()
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('order of complete ties through the official client', () => {
  it('puts the query word as typed before its plural form and prefix completions', async () => {
    const search = await shop('ties_forms', [
      { objectID: 'plural', name: 'Navy boxer' },
      { objectID: 'prefix', name: 'Navy boxershorts' },
      { objectID: 'late', name: 'Navy boxers' },
    ])
    expect(ids(await search('boxers'))).toEqual(['late', 'plural', 'prefix'])
    expect(ids(await search('boxer'))).toEqual(['plural', 'late', 'prefix'])
  })

  it('prefers the record repeating the word, then the shorter record', async () => {
    const search = await shop('ties_bm25', [
      { objectID: 'long', name: 'Denim jeans with a slim fit and stretch' },
      { objectID: 'short', name: 'Denim jeans' },
      { objectID: 'late', name: 'Denim jeans slim blue jeans' },
    ])
    expect(ids(await search('jeans'))).toEqual(['late', 'short', 'long'])
  })

  it('prefers a word playing the part it plays in the query (modifier or head noun)', async () => {
    const search = await shop(
      'ties_roles',
      [
        { objectID: 'head', name: 'Dog food' },
        { objectID: 'late', name: 'Food box' },
      ],
      { searchableAttributes: ['unordered(name)'], removeWordsIfNoResults: 'allOptional' },
    )
    // No record holds both words: each matches "food" only. The query's "food" qualifies
    // "kitchen"; in "Food box" it qualifies too, in "Dog food" it is the product itself.
    expect(ids(await search('food kitchen'))).toEqual(['late', 'head'])
    // As the query's head noun, "food" is best as the record's head.
    expect(ids(await search('food'))).toEqual(['head', 'late'])
  })

  it('keeps every Algolia criterion and the custom ranking ahead of closeness', async () => {
    const search = await shop(
      'ties_criteria',
      [
        { objectID: 'later-word', name: 'Blue denim jeans', sales: 1 },
        { objectID: 'best-seller', name: 'Denim jeans with a slim fit', sales: 9 },
        { objectID: 'close', name: 'Denim jeans', sales: 1 },
      ],
      { customRanking: ['desc(sales)'] },
    )
    // Position in the ordered attribute (attribute criterion), then custom ranking, then closeness.
    expect(ids(await search('jeans'))).toEqual(['best-seller', 'close', 'later-word'])
  })

  it('puts a name ending in the word (its head word) before one where the word qualifies another', async () => {
    const search = await shop(
      'ties_head',
      [
        { objectID: 'top-coat', name: 'Top Coat Nail Lacquer' },
        { objectID: 'socks', name: 'Foundation Black Socks' },
        { objectID: 't-shirt', name: 'Ediots T-shirt' },
        { objectID: 'late-top', name: 'Jealous 21 Women Cailyn White Top' },
        { objectID: 'late-foundation', name: 'Liquid Foundation 310' },
        { objectID: 'late-shirt', name: 'Arrow Men Blue Formal Shirt' },
      ],
      { searchableAttributes: ['unordered(name)'] },
    )
    // Although longer, the name whose last word is "top" ranks first.
    expect(ids(await search('top'))).toEqual(['late-top', 'top-coat'])
    // A shade number or size after the head word does not make it a modifier.
    expect(ids(await search('foundation'))).toEqual(['late-foundation', 'socks'])
    // "shirt" inside the compound "T-shirt" is not the head of the name: a T-shirt is not a shirt.
    expect(ids(await search('shirts'))).toEqual(['late-shirt', 't-shirt'])
  })
})
