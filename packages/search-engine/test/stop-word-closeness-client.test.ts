import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// With `removeStopWords`, a stop word no longer matches (as on Algolia), but it still orders
// hits that tie on every criterion: a record holding it right beside the query word it stood
// next to renders the query more closely ("off white kurtas": the off-white kurta first).
let t: TestServer
const INDEX = 'stop_word_closeness_shop'

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      // Shorter names first in index order and closer by length: without the stop word they win.
      { objectID: 'white', name: 'White Kurta' },
      { objectID: 'white-2', name: 'Plain White Kurta' },
      { objectID: 'off-elsewhere', name: 'White Kurta, 20% off' },
      { objectID: 'off-white', name: 'Printed Off White Kurta' },
      { objectID: 'mascara', name: 'Lash Mascara and Primer' },
      { objectID: 'foundation', name: 'Matte Foundation' },
    ],
    {
      searchableAttributes: ['unordered(name)'],
      removeStopWords: true,
      removeWordsIfNoResults: 'allOptional',
    },
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

async function search(query: string, params: Record<string, unknown> = {}) {
  const res = await t.admin().searchSingleIndex<{ objectID: string }>({
    indexName: INDEX,
    searchParams: { query, getRankingInfo: true, ...params },
  })
  return res.hits.map((h) => h.objectID)
}

describe('stop words dropped from the query order ties, through the official client', () => {
  it('puts the record holding the stop word beside its neighbour first', async () => {
    const hits = await search('off white kurtas')
    expect(hits[0]).toBe('off-white')
    // The same hits as without the stop word: it orders them and never filters.
    expect([...hits].sort()).toEqual([...(await search('white kurtas'))].sort())
  })

  it('does not count the stop word elsewhere in the record', async () => {
    const hits = await search('off white kurtas')
    expect(hits.indexOf('off-elsewhere')).toBeGreaterThan(hits.indexOf('off-white'))
    expect(hits.slice(1, 3).sort()).toEqual(['white', 'white-2'])
  })

  it('leaves partial matches alone when words were made optional', async () => {
    // No record holds both words: every word is optional and "and Primer" says nothing.
    expect(await search('foundation and primer')).toEqual(['foundation', 'mascara'])
  })

  it('changes nothing when stop words are kept', async () => {
    // "off" is then a required word: only the records holding it match.
    expect((await search('off white kurtas', { removeStopWords: false })).sort()).toEqual([
      'off-elsewhere',
      'off-white',
    ])
  })
})
