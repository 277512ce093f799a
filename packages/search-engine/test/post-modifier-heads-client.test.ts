import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// Product names put a post-modifier after the thing they name: "Back Cover for Samsung Galaxy
// J7" is a cover, "Men's Watch with Leather Strap" a watch. Among hits that tie on every Algolia
// criterion, the record naming what the query asks for comes first.
let t: TestServer
const INDEX = 'post_modifier_heads_shop'

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      // The accessories first in index order: with equal closeness they would win.
      { objectID: 'cover', name: 'Back Cover for Samsung Galaxy J7' },
      { objectID: 'phone', name: 'Samsung Galaxy J7 (Gold, 16 GB)' },
      { objectID: 'strap', name: 'Leather Watch Strap' },
      { objectID: 'watch', name: "Men's Watch with Leather Strap" },
      { objectID: 'box', name: 'Walnut Watch Box' },
      { objectID: 'analog', name: 'Analog Watch - Walnut Brown' },
      { objectID: 'bra', name: 'Biara Women Purple Blush Bra' },
      { objectID: 'blush', name: 'Streetwear Stay On Pink Blush' },
      { objectID: 'set', name: 'Reebok Men Perfume & Deodorant Set' },
      { objectID: 'deodorant', name: 'Intimately Yours Deodorant 150 ml' },
    ],
    {
      searchableAttributes: ['unordered(name)'],
      ignorePlurals: true,
      removeStopWords: true,
      removeWordsIfNoResults: 'allOptional',
      queryLanguages: ['en'],
    },
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

async function search(query: string) {
  const res = await t.admin().searchSingleIndex<{ objectID: string }>({
    indexName: INDEX,
    searchParams: { query },
  })
  return res.hits.map((h) => h.objectID)
}

describe('a post-modifier qualifies the head before it, through the official client', () => {
  it('puts the phone before the cover made for it', async () => {
    expect(await search('samsung galaxy')).toEqual(['phone', 'cover'])
  })

  it('puts the watch sold with a strap before the strap for a watch', async () => {
    const hits = await search('watch')
    expect(hits.indexOf('watch')).toBeLessThan(hits.indexOf('strap'))
  })

  it('reads "on" as the particle of a product type, not a post-modifier', async () => {
    // "Stay On Pink Blush" is a blush; a "Purple Blush Bra" is a bra in the colour blush.
    expect(await search('blush')).toEqual(['blush', 'bra'])
  })

  it('reads a unit after a number as part of a size, not as the head', async () => {
    // "Deodorant 150 ml" is a deodorant; a "Perfume & Deodorant Set" is a set.
    expect(await search('deodorant')).toEqual(['deodorant', 'set'])
  })

  it('reads a spaced dash as the end of a phrase', async () => {
    // "Analog Watch - Walnut Brown" is a watch; a "Walnut Watch Box" is a box.
    const hits = await search('watches')
    expect(hits.indexOf('analog')).toBeLessThan(hits.indexOf('box'))
  })
})
