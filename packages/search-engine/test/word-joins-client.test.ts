import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// Algolia's splitting and concatenation (with typo tolerance on): a word typed as one matches its
// two halves written apart, and two words match their concatenation.
let t: TestServer
const INDEX = 'joins_shop'
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID).sort()

async function search(params: Record<string, unknown>) {
  return t.admin().searchSingleIndex({ indexName: INDEX, searchParams: params })
}

beforeAll(async () => {
  t = await startServerWithIndex(INDEX, [
    { objectID: 'apart', name: 'Smoky eye shadow trio' },
    { objectID: 'joined', name: 'Nude eyeshadow palette' },
    { objectID: 'reversed', name: 'Shadow box for the eye' },
    { objectID: 'liner', name: 'Black eye liner' },
    { objectID: 'liner-apart', name: 'Liner for the eye' },
    { objectID: 'headphones', name: 'Studio headphones' },
    { objectID: 'head', name: 'Head phones stand' },
    { objectID: 'tee-hyphen', name: 'Crew T-Shirt' },
    { objectID: 'tee-joined', name: 'Polo tshirt' },
    { objectID: 'now-here', name: 'Now here' },
    { objectID: 'no-where', name: 'No where' },
    { objectID: 'no-where-2', name: 'No where else' },
  ])
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

  it('does neither without typo tolerance, nor for words too short for a typo', async () => {
    expect(ids(await search({ query: 'eyeliner', typoTolerance: false }))).toEqual([])
    expect(ids(await search({ query: 'eye shadow', typoTolerance: false }))).toEqual([
      'apart',
      'reversed',
    ])
    expect(
      ids(await search({ query: 'eyeliner', minWordSizefor1Typo: 9, minWordSizefor2Typos: 10 })),
    ).toEqual([])
  })

  it('splits a word the records also use as one (Algolia keeps any split whose halves are words of the index)', async () => {
    expect(ids(await search({ query: 'headphones' }))).toEqual(['head', 'headphones'])
    expect(ids(await search({ query: 'eyeshadow' }))).toEqual(['apart', 'joined'])
    // A hyphenated word of a record is two words: the query typed as one finds it by splitting.
    expect(ids(await search({ query: 'tshirt' }))).toEqual(['tee-hyphen', 'tee-joined'])
  })

  it('keeps, of several valid splits, the one found in the most records', async () => {
    // "no where" is in two records, "now here" in one.
    expect(ids(await search({ query: 'nowhere' }))).toEqual(['no-where', 'no-where-2'])
  })
})
