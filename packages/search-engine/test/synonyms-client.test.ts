import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectValidResponse, expectValidSchema } from './openapi'
import { startServerWithIndex, type TestServer } from './support/test-server'

let t: TestServer
const INDEX = 'synonym_shop'

const RECORDS = [
  { objectID: 'sneaker', name: 'Runner sneakers' },
  { objectID: 'trainer', name: 'Court trainers' },
  { objectID: 'tee', name: 'Cotton tee' },
  { objectID: 'tshirt', name: 'Linen t-shirt' },
  { objectID: 'street', name: 'Shop on <street> corner' },
  { objectID: 'jacket', name: 'Rain jacket' },
]

const names = (hits: Array<Record<string, unknown>>) => hits.map((h) => h.objectID).sort()

beforeAll(async () => {
  t = await startServerWithIndex(INDEX, RECORDS)
  const client = t.admin()
  await client.saveSynonyms({
    indexName: INDEX,
    synonymHit: [
      { objectID: 'shoes', type: 'synonym', synonyms: ['sneakers', 'trainers'] },
      { objectID: 'tee', type: 'synonym', synonyms: ['tee', 't-shirt'] },
      { objectID: 'coat', type: 'onewaysynonym', input: 'coat', synonyms: ['jacket'] },
      { objectID: 'jakcet', type: 'altcorrection1', word: 'jakcet', corrections: ['jacket'] },
      {
        objectID: 'street',
        type: 'placeholder',
        placeholder: '<street>',
        replacements: ['avenue'],
      },
    ],
  })
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('synonyms through the official v5 client', () => {
  it('matches both ways for a multi-way synonym and highlights the synonym', async () => {
    const res = await t.admin().searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'trainers', attributesToHighlight: ['name'] },
    })
    expectValidSchema('searchResponse', res)
    expect(names(res.hits)).toEqual(['sneaker', 'trainer'])
    const sneaker = res.hits.find((h) => h.objectID === 'sneaker')!
    expect(JSON.stringify(sneaker._highlightResult)).toContain('<em>sneakers</em>')
  })

  it('shows the query word in place of the synonym with replaceSynonymsInHighlight', async () => {
    const search = async (query: string, replace: boolean | undefined) => {
      const res = await t.admin().searchSingleIndex({
        indexName: INDEX,
        searchParams: {
          query,
          attributesToHighlight: ['name'],
          attributesToSnippet: ['name:5'],
          ...(replace === undefined ? {} : { replaceSynonymsInHighlight: replace }),
        },
      })
      expectValidSchema('searchResponse', res)
      const hit = (id: string) => res.hits.find((h) => h.objectID === id)!
      const leaf = (id: string, key: '_highlightResult' | '_snippetResult') =>
        (hit(id)[key] as Record<string, { value: string; matchedWords?: string[] }>).name!
      return { leaf, record: (id: string) => (hit(id) as Record<string, unknown>).name }
    }
    const replaced = await search('trainers', true)
    expect(replaced.leaf('sneaker', '_highlightResult').value).toBe('Runner <em>trainers</em>')
    expect(replaced.leaf('sneaker', '_highlightResult').matchedWords).toEqual(['trainers'])
    expect(replaced.leaf('sneaker', '_snippetResult').value).toBe('Runner <em>trainers</em>')
    expect(replaced.record('sneaker')).toBe('Runner sneakers')
    expect(replaced.leaf('trainer', '_highlightResult').value).toBe('Court <em>trainers</em>')
    // A multi-word synonym ("t-shirt") is replaced once by the query word.
    const tee = await search('tee', true)
    expect(tee.leaf('tshirt', '_highlightResult').value).toBe('Linen <em>tee</em>')
    for (const off of [false, undefined]) {
      const kept = await search('trainers', off)
      expect(kept.leaf('sneaker', '_highlightResult').value).toBe('Runner <em>sneakers</em>')
    }
  })

  it('highlights a word of a multi-word synonym only where the whole synonym is', async () => {
    const client = t.admin()
    const indexName = `${INDEX}_phrases`
    await client.saveSynonyms({
      indexName,
      synonymHit: [{ objectID: 'tee', type: 'synonym', synonyms: ['tee', 't-shirt'] }],
    })
    const { taskID } = await client
      .saveObjects({
        indexName,
        objects: [
          // Matched by "tee" itself: "shirt" alone is not the synonym "t-shirt".
          { objectID: 'set', name: 'Shirt and tee set' },
          { objectID: 'tshirt', name: 'Linen t-shirt' },
        ],
      })
      .then((r) => r[0]!)
    await client.waitForTask({ indexName, taskID })
    const res = await client.searchSingleIndex({
      indexName,
      searchParams: {
        query: 'tee',
        attributesToHighlight: ['name'],
        attributesToSnippet: ['name:3'],
      },
    })
    const leaf = (id: string, key: '_highlightResult' | '_snippetResult') =>
      (res.hits.find((h) => h.objectID === id)![key] as Record<string, { value: string }>).name!
    expect(leaf('set', '_highlightResult').value).toBe('Shirt and <em>tee</em> set')
    expect(leaf('set', '_snippetResult').value).toBe('…and <em>tee</em> set')
    expect(leaf('tshirt', '_highlightResult').value).toBe('Linen <em>t</em>-<em>shirt</em>')
  })

  it('maps one word to a multi-word synonym (tee ⇄ t-shirt)', async () => {
    const tee = await t
      .admin()
      .searchSingleIndex({ indexName: INDEX, searchParams: { query: 'tee' } })
    expect(names(tee.hits)).toEqual(['tee', 'tshirt'])
    const shirt = await t
      .admin()
      .searchSingleIndex({ indexName: INDEX, searchParams: { query: 't-shirt' } })
    expect(names(shirt.hits)).toEqual(['tee', 'tshirt'])
  })

  it('applies a one-way synonym in its direction only', async () => {
    const coat = await t.admin().searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'coat', typoTolerance: false },
    })
    expect(names(coat.hits)).toEqual(['jacket'])
    const jacket = await t.admin().searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'jacket', typoTolerance: false },
    })
    expect(names(jacket.hits)).toEqual(['jacket'])
  })

  it('counts an alternative correction as typos and a placeholder as its replacements', async () => {
    const fixed = await t.admin().searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'jakcet', typoTolerance: false, getRankingInfo: true },
    })
    expect(names(fixed.hits)).toEqual(['jacket'])
    expect(fixed.hits[0]!._rankingInfo?.nbTypos).toBe(1)
    const avenue = await t
      .admin()
      .searchSingleIndex({ indexName: INDEX, searchParams: { query: 'avenue' } })
    expect(names(avenue.hits)).toEqual(['street'])
  })

  it('is switched off per query with synonyms: false', async () => {
    const res = await t.admin().searchSingleIndex({
      indexName: INDEX,
      searchParams: { query: 'trainers', synonyms: false },
    })
    expect(names(res.hits)).toEqual(['trainer'])
  })

  it('gets, searches, deletes and clears synonyms', async () => {
    const client = t.admin()
    const one = await client.getSynonym({ indexName: INDEX, objectID: 'coat' })
    expect(one).toMatchObject({ type: 'onewaysynonym', input: 'coat' })
    const found = await client.searchSynonyms({
      indexName: INDEX,
      searchSynonymsParams: { query: 'sneak' },
    })
    expectValidResponse('searchSynonyms', found)
    expect(found.hits.map((h) => h.objectID)).toEqual(['shoes'])
    const typed = await client.searchSynonyms({
      indexName: INDEX,
      searchSynonymsParams: { type: 'placeholder' },
    })
    expect(typed.nbHits).toBe(1)
    const saved = await client.saveSynonym({
      indexName: INDEX,
      objectID: 'extra',
      synonymHit: { objectID: 'extra', type: 'synonym', synonyms: ['hat', 'cap'] },
    })
    expect(saved.id).toBe('extra')
    const deleted = await client.deleteSynonym({ indexName: INDEX, objectID: 'extra' })
    expect(deleted.deletedAt).toBeTruthy()
    await expect(client.getSynonym({ indexName: INDEX, objectID: 'extra' })).rejects.toMatchObject({
      status: 404,
    })
    await client.clearSynonyms({ indexName: 'missing_index' }).catch((e: { status: number }) => {
      expect(e.status).toBe(404)
    })
  })

  it('refuses a synonym of an unknown type with a 400', async () => {
    const res = await t.request(`/1/indexes/${INDEX}/synonyms/bad`, {
      method: 'PUT',
      body: JSON.stringify({ objectID: 'bad', type: 'nonsense', synonyms: ['a'] }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ status: 400 })
  })
})
