import { describe, expect, it } from 'vitest'
import { generateCatalog } from './catalog'
import type { CatalogSynonym } from './types'

// Every demo synonym and rule must point at products the demo catalogue holds: a synonym whose
// words name no kind of product (say, sofa ⇄ couch in a shop without sofas) misleads shoppers.
const catalog = generateCatalog({ count: 5000 })

/** Lower-case words of a text (letters and digits), with a trailing plural `s` dropped. */
function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) =>
    w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w,
  )
}

/**
 * What a product is: its product type and category names (a word in a product's model name, such
 * as a "Sofa" bag, does not make a shop sell sofas).
 */
const productKinds = catalog.records.map((r) => {
  const { lvl0, lvl1, lvl2 } = r.hierarchicalCategories
  return ` ${words(`${r.productType} | ${lvl0} | ${lvl1} | ${lvl2}`).join(' ')} `
})

/** Products whose type or category holds the phrase's words, consecutively. */
function productsOfKind(phrase: string): number {
  const needle = ` ${words(phrase).join(' ')} `
  return productKinds.filter((text) => text.includes(needle)).length
}

/** The words a synonym leads a search to (the ones that must name products). */
function targets(synonym: CatalogSynonym): string[] {
  if (synonym.type === 'synonym') return synonym.synonyms ?? []
  if (synonym.type === 'onewaysynonym') return synonym.synonyms ?? []
  return synonym.corrections ?? []
}

describe('demo synonyms and rules', () => {
  it.each(catalog.synonyms.map((s) => [s.objectID, s] as const))(
    'synonym %s leads to a kind of product the catalogue sells',
    (_, synonym) => {
      const named = targets(synonym).filter((word) => productsOfKind(word) > 0)
      expect(named.length, `${synonym.objectID}: ${targets(synonym).join(', ')}`).toBeGreaterThan(0)
      // Each one-way synonym and correction target names products (not only one of them).
      if (synonym.type !== 'synonym') expect(named).toEqual(targets(synonym))
    },
  )

  it('has rules pointing at existing products and pages', () => {
    const ids = new Set(catalog.records.map((r) => r.objectID))
    const byId = new Map(catalog.rules.map((r) => [r.objectID, r]))
    for (const rule of catalog.rules) {
      for (const promoted of rule.consequence.promote ?? []) {
        expect(ids.has(promoted.objectID)).toBe(true)
      }
    }
    expect(byId.get('sale-banner')?.consequence.params?.filters).toBe('onSale:true')
    expect(catalog.records.some((r) => r.onSale)).toBe(true)
    expect(byId.get('pin-headphones')).toBeDefined()
    const pinned = byId.get('pin-headphones')!.consequence.promote![0]!.objectID
    expect(catalog.records.find((r) => r.objectID === pinned)?.productType).toBe('Headphones')
  })
})
