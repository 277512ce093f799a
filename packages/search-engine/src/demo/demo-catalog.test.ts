import { generateCatalog } from '@vitrine/demo-catalog'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'

describe('demo catalogue in the engine', () => {
  const catalog = generateCatalog({ count: 2000 })
  const engine = createEngine()
  engine.setSettings(catalog.indexName, catalog.settings)
  engine.saveObjects(catalog.indexName, catalog.records)
  for (const replica of catalog.replicas) engine.setSettings(replica.name, replica.settings)

  it('answers text queries with relevant hits first', () => {
    const result = engine.search('products', { query: 'sneakers', hitsPerPage: 5 })
    expect(result.nbHits).toBeGreaterThan(0)
    for (const hit of result.hits) expect(hit.productType).toBe('Sneakers')
  })

  it('sorts by price through the replicas', () => {
    const prices = (index: string) =>
      engine.search(index, { query: 'boots', hitsPerPage: 50 }).hits.map((h) => h.price as number)
    const asc = prices('products_price_asc')
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = prices('products_price_desc')
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
  })

  it('has consistent hierarchical facet counts', () => {
    const result = engine.search('products', {
      facets: ['hierarchicalCategories.lvl0', 'hierarchicalCategories.lvl1'],
      maxValuesPerFacet: 1000,
    })
    const lvl0 = result.facets!['hierarchicalCategories.lvl0']!
    const lvl1 = result.facets!['hierarchicalCategories.lvl1']!
    for (const [parent, count] of Object.entries(lvl0)) {
      const children = Object.entries(lvl1).filter(([value]) => value.startsWith(`${parent} > `))
      expect(children.reduce((sum, [, n]) => sum + n, 0)).toBe(count)
    }
    expect(result.facets_stats).toBeUndefined()
  })

  it('supports facet value search on brands and price stats', () => {
    const hits = engine.searchForFacetValues('products', 'brand', { facetQuery: 'north' }).facetHits
    expect(hits.map((h) => h.value)).toContain('Northwind')
    const stats = engine.search('products', { facets: ['price', 'rating'] }).facets_stats!
    expect(stats.price!.min).toBeGreaterThan(0)
    expect(stats.rating!.max).toBeLessThanOrEqual(5)
  })
})
