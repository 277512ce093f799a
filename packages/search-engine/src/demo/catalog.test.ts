import { describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import { generateCatalog, generateProducts } from './catalog'

describe('generateCatalog', () => {
  const catalog = generateCatalog({ count: 2000 })

  it('is deterministic for a seed and a prefix of larger catalogues', () => {
    expect(generateCatalog({ count: 2000 }).records).toEqual(catalog.records)
    expect([...generateProducts(50, 42)]).toEqual(catalog.records.slice(0, 50))
    expect(generateCatalog({ count: 50, seed: 7 }).records).not.toEqual(
      catalog.records.slice(0, 50),
    )
  })

  it('produces coherent records', () => {
    const ids = new Set(catalog.records.map((r) => r.objectID))
    expect(ids.size).toBe(2000)
    for (const record of catalog.records) {
      expect(record.objectID).toMatch(/^p\d{5,}$/)
      expect(record.image).toBe(`/images/products/${record.objectID}.svg`)
      expect(record.url).toBe(`/product/${record.objectID}`)
      const { lvl0, lvl1, lvl2 } = record.hierarchicalCategories
      expect(lvl1.startsWith(`${lvl0} > `)).toBe(true)
      expect(lvl2.startsWith(`${lvl1} > `)).toBe(true)
      expect(record.name.startsWith(record.brand)).toBe(true)
      expect(Math.round(record.price * 100) / 100).toBe(record.price)
      expect(record.rating).toBeGreaterThanOrEqual(1)
      expect(record.rating).toBeLessThanOrEqual(5)
      expect(record.colors.length).toBeGreaterThan(0)
      if (record.onSale) expect(record.salePrice).toBeLessThan(record.price)
      else expect(record.salePrice).toBeUndefined()
      expect(Number.isNaN(Date.parse(record.createdAt))).toBe(false)
    }
    expect(catalog.records.filter((r) => r._tags).length).toBeGreaterThan(0)
    expect(catalog.records.filter((r) => r.sizes.length === 0).length).toBeGreaterThan(0)
  })

  it('has a vocabulary of a few thousand words and some very common ones', () => {
    const words = new Map<string, number>()
    for (const record of catalog.records) {
      const seen = new Set(`${record.name} ${record.description}`.toLowerCase().split(/[^a-z0-9]+/))
      for (const word of seen) words.set(word, (words.get(word) ?? 0) + 1)
    }
    expect(words.size).toBeGreaterThan(1500)
    const quality = words.get('quality')! / catalog.records.length
    expect(quality).toBeGreaterThan(0.6)
    expect(quality).toBeLessThan(0.8)
  })

  it('declares settings and price-sorted replicas', () => {
    expect(catalog.indexName).toBe('products')
    expect(catalog.settings.replicas).toEqual(['products_price_asc', 'products_price_desc'])
    expect(catalog.settings.customRanking).toEqual(['desc(popularity)', 'desc(rating)'])
    expect(catalog.replicas.map((r) => r.settings.ranking?.[0])).toEqual([
      'asc(price)',
      'desc(price)',
    ])
    expect(catalog.replicas.every((r) => r.settings.replicas === undefined)).toBe(true)
  })
})

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
