import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// Algolia counts a typo involving a word's first letter as two: a query word long enough for one
// typo (4 to 7 letters) never matches a word with another first letter ("tent" is not "Zentro"),
// one long enough for two (8 letters or more) does, with one typo more than its edit distance.
let t: TestServer
const INDEX = 'first_letter_shop'
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID).sort()

async function search(params: Record<string, unknown>) {
  return t.admin().searchSingleIndex({ indexName: INDEX, searchParams: params })
}

beforeAll(async () => {
  t = await startServerWithIndex(INDEX, [
    { objectID: 'tent', name: 'Dome tent' },
    { objectID: 'tents', name: 'Family tents' },
    { objectID: 'zentro', name: 'Zentro speaker' },
    { objectID: 'rent', name: 'Rent a bike' },
    { objectID: 'test', name: 'Test kit' },
    { objectID: 'sunglasses', name: 'Aviator sunglasses' },
  ])
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('typos on the first letter, through the official client', () => {
  it('does not match another first letter where one typo is allowed', async () => {
    // "test" is one typo from "tent" and keeps its first letter; "rent" and "zentro" do not.
    expect(ids(await search({ query: 'tent' }))).toEqual(['tent', 'tents', 'test'])
    expect(ids(await search({ query: 'tent', typoTolerance: 'strict' }))).toEqual([
      'tent',
      'tents',
      'test',
    ])
  })

  it('counts another first letter as two typos where two are allowed, three at most', async () => {
    const typosOf = async (query: string) => {
      const res = await search({ query, getRankingInfo: true })
      return res.hits.map((h) => [h.objectID, h._rankingInfo?.nbTypos])
    }
    expect(await typosOf('dunglasses')).toEqual([['sunglasses', 2]])
    expect(await typosOf('dunglases')).toEqual([['sunglasses', 3]])
    expect(await typosOf('sunglases')).toEqual([['sunglasses', 1]])
    // A first-letter typo with two more is beyond what Algolia tolerates.
    expect(await typosOf('dunglaszez')).toEqual([])
  })

  it('highlights only what matched', async () => {
    const res = await search({ query: 'tent', attributesToHighlight: ['name'] })
    const highlighted = res.hits.map((h) => JSON.stringify(h._highlightResult))
    expect(highlighted.join(' ')).not.toContain('<em>Rent')
  })
})
