import { describe, expect, it } from 'vitest'
import { createEngine } from './engine'
import type { SearchParams } from './types'

// 'bla' covers two terms in thousands of records: its merged postings are kept per index, and a
// later query copies from them only the documents its rarer word leaves as candidates.
const records = Array.from({ length: 6_000 }, (_, i) => ({
  objectID: String(i),
  name: [
    i % 2 === 0 ? 'black' : 'blanket',
    i % 7 === 0 ? 'lamp' : 'chair',
    i % 3 === 0 ? 'blankets' : 'oak',
  ].join(' '),
  rank: i % 5,
}))

function shop() {
  const engine = createEngine()
  engine.setSettings('shop', { searchableAttributes: ['name'], customRanking: ['desc(rank)'] })
  engine.saveObjects('shop', records)
  engine.saveRules('shop', [
    {
      objectID: 'pin',
      conditions: [{ pattern: 'lamp', anchoring: 'contains' }],
      consequence: { promote: [{ objectID: '1', position: 0 }] },
    },
  ])
  return engine
}

function answer(engine: ReturnType<typeof shop>, params: SearchParams) {
  const { hits, nbHits } = engine.search('shop', { ...params, getRankingInfo: true })
  return { nbHits, hits: hits.map((h) => [h.objectID, h._rankingInfo]) }
}

describe('words matched through kept merged postings', () => {
  const queries: SearchParams[] = [
    { query: 'lamp bla', hitsPerPage: 30 },
    { query: 'bla lamp', hitsPerPage: 30 },
    // No record has 'zqx': the words become optional and 'bla' is read beyond the candidates.
    { query: 'zqx bla', removeWordsIfNoResults: 'allOptional', hitsPerPage: 30 },
    { query: 'chair zqx bla', removeWordsIfNoResults: 'lastWords', hitsPerPage: 30 },
  ]

  it.each(queries)('rank as when the postings are merged by the query itself: %o', (params) => {
    const cold = shop()
    const warm = shop()
    warm.search('shop', { query: 'bla' })
    expect(answer(warm, params)).toEqual(answer(cold, params))
  })

  it('give a promoted hit outside the candidates its every match', () => {
    const warm = shop()
    warm.search('shop', { query: 'bla' })
    // Record 1 ('blanket chair oak') is pinned on 'lamp' without being a candidate.
    const pinned = answer(warm, { query: 'lamp bla' }).hits[0]!
    expect(pinned[0]).toBe('1')
    expect(pinned[1]).toMatchObject({ words: 1 })
    expect(pinned).toEqual(answer(shop(), { query: 'lamp bla' }).hits[0])
  })
})
