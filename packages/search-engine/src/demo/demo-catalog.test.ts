import { generateCatalog } from '@vitrine/demo-catalog'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import type { Rule, SynonymHit } from '../core/types'

describe('demo catalogue in the engine', () => {
  const catalog = generateCatalog({ count: 2000 })
  const engine = createEngine()
  engine.setSettings(catalog.indexName, catalog.settings)
  engine.saveObjects(catalog.indexName, catalog.records)
  for (const replica of catalog.replicas) engine.setSettings(replica.name, replica.settings)
  const forward = { replaceExisting: true, forwardToReplicas: true }
  engine.saveSynonyms(catalog.indexName, catalog.synonyms as SynonymHit[], forward)
  engine.saveRules(catalog.indexName, catalog.rules as Rule[], forward)

  it('answers text queries with relevant hits first', () => {
    const result = engine.search('products', { query: 'sneakers', hitsPerPage: 5 })
    expect(result.nbHits).toBeGreaterThan(0)
    for (const hit of result.hits) expect(hit.productType).toBe('Sneakers')
  })

  it('finds a product type before the products whose names only mention it', () => {
    // Names open with brand and model and end in the product's noun: a "Silk Shirt Dress" is a
    // dress, a "Coffee Press" a French press. The type is searched first and the name is
    // unordered, so neither the earlier "shirt" nor a dress's popularity ranks it above shirts.
    const expected = { shirts: 'Shirts', bags: 'Bags', coffee: 'Coffee', dresses: 'Dresses' }
    for (const [query, type] of Object.entries(expected)) {
      const result = engine.search('products', { query, hitsPerPage: 10 })
      expect(result.hits.map((hit) => hit.productType)).toEqual(Array(10).fill(type))
    }
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

  it('keeps only relevant hits when sorted by price (no one-typo matches of another type)', () => {
    for (const index of ['products_price_asc', 'products_price_desc']) {
      const hits = engine.search(index, { query: 'sneakers', hitsPerPage: 100 }).hits
      expect(hits.length).toBeGreaterThan(0)
      for (const hit of hits) expect(hit.productType).not.toBe('Speakers')
    }
  })

  it('matches plurals and synonyms in the demo settings', () => {
    const trainers = engine.search('products', { query: 'trainers', hitsPerPage: 100 }).hits
    expect(trainers.some((h) => /\bsneakers\b/i.test(String(h.name)))).toBe(true)
    const lamps = engine.search('products', { query: 'lamps', hitsPerPage: 100 }).hits
    expect(lamps.some((h) => /\blamp\b/i.test(String(h.name)))).toBe(true)
  })

  it('applies the demo rules: sale banner, pinned headphones, help redirect', () => {
    const sale = engine.search('products', { query: 'sale', hitsPerPage: 50 })
    expect(sale.nbHits).toBeGreaterThan(0)
    expect(sale.hits.every((h) => h.onSale === true)).toBe(true)
    expect(sale.userData).toEqual([expect.objectContaining({ banner: expect.any(Object) })])
    const pinned = catalog.rules.find((r) => r.objectID === 'pin-headphones')!
    const headphones = engine.search('products', { query: 'headphones' })
    expect(headphones.hits[0]!.objectID).toBe(pinned.consequence.promote![0]!.objectID)
    const help = engine.search('products', { query: 'help' })
    expect(help.renderingContent.redirect).toEqual({ url: '/help' })
  })
})
