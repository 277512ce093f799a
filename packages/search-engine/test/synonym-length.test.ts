import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// A search expands a query phrase into each of its synonyms and matches every word of each. One
// synonym of 3,000 words common in the records held each search 2.5-3.7 s (5,000 records), in
// steps of 200-310 ms. A phrase of a synonym record holds at most 64 words: longer ones answer 400
// when saved, and one stored before the cap is skipped by searches.

let t: TestServer
const words = (n: number, prefix = 'w') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i % 40}`).join(' ')

beforeAll(async () => {
  t = await startServerWithIndex('shop', [
    { objectID: 'shoe', name: 'red shoe' },
    { objectID: 'short', name: `${words(3)} lamp` },
    { objectID: 'long', name: words(65, 'v') },
  ])
})
afterAll(() => t.close())

const TOO_LONG = (field: string, n: number, i = 0) =>
  `Synonym at position ${i}: ${field} holds ${n} words (at most 64)`

describe('a synonym phrase holds at most 64 words', () => {
  it('saveSynonyms answers 400 naming the record and phrase, through the official client', async () => {
    const save = t.admin().saveSynonyms({
      indexName: 'shop',
      synonymHit: [
        { objectID: 'ok', type: 'synonym', synonyms: ['shoe', words(64)] },
        { objectID: 'big', type: 'synonym', synonyms: ['shoe', words(3000)] },
      ],
    })
    await expect(save).rejects.toMatchObject({
      status: 400,
      message: TOO_LONG('synonyms[1]', 3000, 1),
    })
    // Refused in full: the first record was not saved either.
    const found = await t.admin().searchSynonyms({ indexName: 'shop' })
    expect(found.nbHits).toBe(0)
  })

  it.each([
    [{ type: 'onewaysynonym', input: words(65), synonyms: ['shoe'] }, 'input', 65],
    [{ type: 'onewaysynonym', input: 'shoe', synonyms: [words(65)] }, 'synonyms[0]', 65],
    [
      { type: 'altcorrection1', word: 'shoe', corrections: ['x', words(100)] },
      'corrections[1]',
      100,
    ],
    [{ type: 'placeholder', placeholder: '<p>', replacements: [words(65)] }, 'replacements[0]', 65],
  ])('saveSynonym of %o answers 400', async (hit, field, n) => {
    const res = await t.request('/1/indexes/shop/synonyms/one', {
      method: 'PUT',
      body: JSON.stringify({ objectID: 'one', ...hit }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: TOO_LONG(field, n), status: 400 })
  })

  it('64 words are saved and expand as before', async () => {
    const admin = t.admin()
    const { taskID } = await admin.saveSynonym({
      indexName: 'shop',
      objectID: 'ok',
      synonymHit: { objectID: 'ok', type: 'synonym', synonyms: ['shoe', words(3)] },
    })
    await admin.waitForTask({ indexName: 'shop', taskID })
    const { hits } = await t.searchOnly().searchSingleIndex({
      indexName: 'shop',
      searchParams: { query: 'shoe' },
    })
    expect(hits.map((h) => h.objectID).sort()).toEqual(['shoe', 'short'])
    const atCap = await t.request('/1/indexes/shop/synonyms/cap', {
      method: 'PUT',
      body: JSON.stringify({ objectID: 'cap', type: 'synonym', synonyms: ['x', words(64)] }),
    })
    expect(atCap.status).toBe(200)
  })

  it('a longer synonym stored before the cap is skipped by searches', async () => {
    // Written through the engine, as a data directory of an earlier version holds it.
    t.server.engine.saveSynonyms(
      'shop',
      [{ objectID: 'old', type: 'synonym', synonyms: ['boot', words(65, 'v')] }],
      { replaceExisting: true },
    )
    const res = await t.request('/1/indexes/shop/query', {
      key: TEST_KEYS.searchKey,
      method: 'POST',
      body: JSON.stringify({ query: 'boot' }),
    })
    expect(((await res.json()) as { nbHits: number }).nbHits).toBe(0)
  })

  it("counts words as the index's searches split them (separatorsToIndex)", async () => {
    // '+' repeated 100 times holds no word by default; with '+' indexed it holds 100, and the
    // saved synonym was accepted, then skipped by every search without a word said.
    const admin = t.admin()
    await admin.setSettings({ indexName: 'shop', indexSettings: { separatorsToIndex: '+' } })
    const save = admin.saveSynonym({
      indexName: 'shop',
      objectID: 'plus',
      synonymHit: { objectID: 'plus', type: 'synonym', synonyms: ['shoe', '+'.repeat(100)] },
    })
    await expect(save).rejects.toMatchObject({
      status: 400,
      message: TOO_LONG('synonyms[1]', 100),
    })
    const { taskID } = await admin.setSettings({
      indexName: 'shop',
      indexSettings: { separatorsToIndex: null as unknown as string },
    })
    await admin.waitForTask({ indexName: 'shop', taskID })
  })
})
