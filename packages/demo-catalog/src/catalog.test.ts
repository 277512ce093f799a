import { describe, expect, it } from 'vitest'
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
      expect(record.image.startsWith(`/images/products/${record.objectID}/`)).toBe(true)
      expect(record.url).toBe(`/product/${record.objectID}`)
      const { lvl0, lvl1, lvl2 } = record.hierarchicalCategories
      expect(lvl1.startsWith(`${lvl0} > `)).toBe(true)
      expect(lvl2.startsWith(`${lvl1} > `)).toBe(true)
      expect(record.name.startsWith(record.brand)).toBe(true)
      expect(Math.round(record.price * 100) / 100).toBe(record.price)
      if (record.rating !== undefined) {
        expect(record.rating).toBeGreaterThanOrEqual(1)
        expect(record.rating).toBeLessThanOrEqual(5)
      }
      expect(record.colors.length).toBeGreaterThan(0)
      if (record.onSale) expect(record.listPrice).toBeGreaterThan(record.price)
      else expect(record.listPrice).toBeUndefined()
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
    expect(catalog.settings.replicas).toEqual([
      'virtual(products_price_asc)',
      'virtual(products_price_desc)',
    ])
    expect(catalog.settings.customRanking).toEqual(['desc(popularity)', 'desc(rating)'])
    expect(catalog.settings).toMatchObject({ ignorePlurals: true, removeStopWords: true })
    expect(catalog.replicas.map((r) => r.settings.customRanking)).toEqual([
      ['asc(price)'],
      ['desc(price)'],
    ])
    expect(catalog.replicas.every((r) => r.settings.replicas === undefined)).toBe(true)
  })

  it('ships demo synonyms and rules (sale banner, pinned product, help redirect)', () => {
    expect(catalog.synonyms.map((s) => s.objectID)).toContain('sneakers-trainers')
    const ids = catalog.rules.map((r) => r.objectID)
    expect(ids).toEqual(['sale-banner', 'help-redirect', 'pin-headphones'])
    const pinned = catalog.rules[2]!.consequence.promote![0]!.objectID
    expect(catalog.records.find((r) => r.objectID === pinned)?.productType).toBe('Headphones')
  })
})
