import { describe, expect, it } from 'vitest'
import { engineWith } from './testing/engine-with'

const records = [
  {
    name: 'a',
    brand: 'Apple',
    colors: ['Red', 'Blue'],
    price: 10,
    onSale: true,
    cat: { lvl0: 'Women', lvl1: 'Women > Shoes' },
  },
  {
    name: 'b',
    brand: 'Apple',
    colors: ['Red'],
    price: 20,
    onSale: false,
    cat: { lvl0: 'Women', lvl1: 'Women > Bags' },
  },
  {
    name: 'c',
    brand: 'Banana',
    colors: ['Green'],
    price: 30,
    onSale: false,
    cat: { lvl0: 'Men', lvl1: 'Men > Shoes' },
  },
  {
    name: 'd',
    brand: 'cherry',
    colors: [],
    price: 40.5,
    onSale: true,
    cat: { lvl0: 'Women', lvl1: 'Women > Shoes' },
  },
]
const settings = {
  attributesForFaceting: [
    'brand',
    'searchable(colors)',
    'price',
    'onSale',
    'cat.lvl0',
    'cat.lvl1',
    'filterOnly(name)',
  ],
}
const engine = engineWith(records, settings)

describe('facets', () => {
  it('counts values over the matching records, most frequent first', () => {
    const result = engine.search('test', { facets: ['brand', 'colors', 'onSale'] })
    expect(result.facets).toEqual({
      brand: { Apple: 2, Banana: 1, cherry: 1 },
      colors: { Red: 2, Blue: 1, Green: 1 },
      onSale: { true: 2, false: 2 },
    })
    expect(Object.keys(result.facets!.brand!)).toEqual(['Apple', 'Banana', 'cherry'])
  })

  it('expands * to every faceting attribute except filterOnly ones, and ignores unknown ones', () => {
    const result = engine.search('test', { facets: ['*'] })
    expect(Object.keys(result.facets!).sort()).toEqual([
      'brand',
      'cat.lvl0',
      'cat.lvl1',
      'colors',
      'onSale',
      'price',
    ])
    expect(engine.search('test', { facets: ['name', 'unknown'] }).facets).toEqual({})
    expect(engine.search('test', { facets: 'brand' }).facets).toEqual({
      brand: { Apple: 2, Banana: 1, cherry: 1 },
    })
    expect(engine.search('test', {}).facets).toBeUndefined()
  })

  it('honours maxValuesPerFacet and sortFacetValuesBy', () => {
    expect(engine.search('test', { facets: ['brand'], maxValuesPerFacet: 1 }).facets).toEqual({
      brand: { Apple: 2 },
    })
    const alpha = engine.search('test', { facets: ['colors'], sortFacetValuesBy: 'alpha' }).facets!
      .colors!
    expect(Object.keys(alpha)).toEqual(['Blue', 'Green', 'Red'])
  })

  it('computes facets_stats for numeric facets over the matches', () => {
    const result = engine.search('test', { facets: ['price', 'brand'], filters: 'brand:Apple' })
    expect(result.facets_stats).toEqual({ price: { min: 10, max: 20, avg: 15, sum: 30 } })
    expect(result.facets!.price).toEqual({ 10: 1, 20: 1 })
  })

  it('counts hierarchical levels as InstantSearch requests them', () => {
    const result = engine.search('test', {
      facets: ['cat.lvl0', 'cat.lvl1'],
      facetFilters: [['cat.lvl0:Women']],
    })
    expect(result.facets).toEqual({
      'cat.lvl0': { Women: 3 },
      'cat.lvl1': { 'Women > Shoes': 2, 'Women > Bags': 1 },
    })
  })

  it('answers search for facet values with prefix matching, highlighting and counts', () => {
    const result = engine.searchForFacetValues('test', 'colors', {
      facetQuery: 're',
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    })
    expect(result.facetHits).toEqual([{ value: 'Red', highlighted: '<b>Re</b>d', count: 2 }])
    const filtered = engine.searchForFacetValues('test', 'colors', {
      facetQuery: '',
      filters: 'price > 15',
    })
    expect(filtered.facetHits.map((h) => [h.value, h.count])).toEqual([
      ['Green', 1],
      ['Red', 1],
    ])
    expect(
      engine.searchForFacetValues('test', 'colors', { maxFacetHits: 1 }).facetHits,
    ).toHaveLength(1)
    expect(() => engine.searchForFacetValues('test', 'brand', { facetQuery: 'a' })).toThrow(
      /searchable/,
    )
  })
})

describe('facet counts over most of a larger index', () => {
  it('agree with a direct count (complement path)', () => {
    const records = Array.from({ length: 300 }, (_, i) => ({
      word: i % 10 < 8 ? 'common' : 'rare',
      color: ['Red', 'Blue', 'Green'][i % 3],
      sizes: i % 2 ? ['S', 'M'] : [],
      price: i % 7,
    }))
    const big = engineWith(records, { attributesForFaceting: ['color', 'sizes', 'price'] })
    const result = big.search('test', { query: 'common', facets: ['*'] })
    const matching = records.filter((r) => r.word === 'common')
    const count = (values: unknown[]) => {
      const out: Record<string, number> = {}
      for (const v of values) out[String(v)] = (out[String(v)] ?? 0) + 1
      return out
    }
    expect(result.nbHits).toBe(240)
    expect(result.facets!.color).toEqual(count(matching.map((r) => r.color)))
    expect(result.facets!.sizes).toEqual(count(matching.flatMap((r) => r.sizes)))
    expect(result.facets!.price).toEqual(count(matching.map((r) => r.price)))
  })
})
