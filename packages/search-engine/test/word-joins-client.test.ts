import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// Algolia's splitting and concatenation (with typo tolerance on): a word typed as one matches its
// two halves written apart, and two words match their concatenation.
let t: TestServer
const INDEX = 'joins_shop'
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID).sort()

async function search(params: Record<string, unknown>) {
  return t.admin().searchSingleIndex({ indexName: INDEX, searchParams: params })
}

beforeAll(async () => {
  t = await startTestServer()
  const client = t.admin()
  await client.setSettings({ indexName: INDEX, indexSettings: { searchableAttributes: ['name'] } })
  await client.saveObjects({
    indexName: INDEX,
    objects: [
      { objectID: 'apart', name: 'Smoky eye shadow trio' },
      { objectID: 'joined', name: 'Nude eyeshadow palette' },
      { objectID: 'reversed', name: 'Shadow box for the eye' },
      { objectID: 'liner', name: 'Black eye liner' },
      { objectID: 'liner-apart', name: 'Liner for the eye' },
      { objectID: 'headphones', name: 'Studio headphones' },
      { objectID: 'head', name: 'Head phones stand' },
    ],
  })
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('splitting and concatenation through the official client', () => {
  it('splits a word typed as one into two consecutive words of a record', async () => {
    const res = await search({ query: 'eyeliner', attributesToHighlight: ['name'] })
    expect(ids(res)).toEqual(['liner'])
    expect(JSON.stringify(res.hits[0]!._highlightResult)).toContain('<em>eye</em> <em>liner</em>')
    // Within a longer query too (here the word is not the last one).
    expect(ids(await search({ query: 'eyeliner black' }))).toEqual(['liner'])
  })

  it('matches two words against their concatenation', async () => {
    expect(ids(await search({ query: 'eye shadow' }))).toEqual(['apart', 'joined', 'reversed'])
  })

  it('does neither without typo tolerance, nor splits a word the records use', async () => {
    expect(ids(await search({ query: 'eyeliner', typoTolerance: false }))).toEqual([])
    expect(ids(await search({ query: 'eye shadow', typoTolerance: false }))).toEqual([
      'apart',
      'reversed',
    ])
    // "headphones" is a word of the records: "head phones" is not tried.
    expect(ids(await search({ query: 'headphones' }))).toEqual(['headphones'])
    expect(ids(await search({ query: 'eyeshadow' }))).toEqual(['joined'])
  })
})
