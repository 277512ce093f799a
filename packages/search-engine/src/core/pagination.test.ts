import { describe, expect, it } from 'vitest'
import { engineWith } from './testing/engine-with'

const records = Array.from({ length: 45 }, (_, i) => ({ name: `item ${i}`, rank: i }))
const engine = engineWith(records, { customRanking: ['asc(rank)'] })

describe('pagination', () => {
  it('pages with page and hitsPerPage', () => {
    const result = engine.search('test', { page: 2, hitsPerPage: 20 })
    expect(result).toMatchObject({ nbHits: 45, nbPages: 3, page: 2, hitsPerPage: 20 })
    expect(result.hits.map((h) => h.rank)).toEqual([40, 41, 42, 43, 44])
    expect(engine.search('test', { page: 5 }).hits).toEqual([])
  })

  it('supports offset and length', () => {
    const result = engine.search('test', { offset: 3, length: 2 })
    expect(result.hits.map((h) => h.rank)).toEqual([3, 4])
    expect(result).toMatchObject({ offset: 3, length: 2 })
  })

  it('caps access at paginationLimitedTo', () => {
    const result = engine.search('test', {
      hitsPerPage: 10,
      page: 1,
      paginationLimitedTo: 15,
    } as never)
    expect(result.nbPages).toBe(2)
    expect(result.hits.map((h) => h.rank)).toEqual([10, 11, 12, 13, 14])
    expect(result.nbHits).toBe(45)
  })

  it('returns facets only with hitsPerPage 0', () => {
    const result = engine.search('test', { hitsPerPage: 0 })
    expect(result).toMatchObject({ hits: [], nbHits: 45, nbPages: 0 })
    // with query words too: counted, not ranked
    const words = engine.search('test', { query: 'ite', hitsPerPage: 0, facets: ['*'] })
    expect(words).toMatchObject({ hits: [], nbHits: 45, nbPages: 0 })
  })

  it('rejects out-of-range values with a 400', () => {
    expect(() => engine.search('test', { hitsPerPage: 1001 })).toThrow(/hitsPerPage/)
  })

  it('browses every record with a cursor, beyond paginationLimitedTo', () => {
    const big = engineWith(
      Array.from({ length: 2500 }, (_, i) => ({ n: i })),
      { paginationLimitedTo: 100 },
    )
    const seen: unknown[] = []
    let page = big.browse('test', { filters: 'n >= 10' })
    seen.push(...page.hits.map((h) => h.n))
    while (page.cursor) {
      page = big.browse('test', { cursor: page.cursor })
      seen.push(...page.hits.map((h) => h.n))
    }
    expect(seen).toHaveLength(2490)
    expect(new Set(seen).size).toBe(2490)
    // An unreadable cursor ends the browse (Algolia's request vectors send one) instead of failing.
    const unknown = big.browse('test', { cursor: 'nope' })
    expect(unknown.hits).toEqual([])
    expect(unknown.cursor).toBeUndefined()
    expect(unknown.message).toMatch(/cursor/)
  })
})
