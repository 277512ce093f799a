import { describe, expect, it } from 'vitest'
import { generateProducts } from './catalog'
import { OUT_OF_STOCK_SHARE, isInStock } from './stock'

describe('stock of the demo catalogue', () => {
  const products = [...generateProducts(5000)]
  const outOfStock = products.filter((product) => !product.inStock)

  it('leaves a small share of products out of stock, spread over the catalogue', () => {
    expect(outOfStock.length / products.length).toBeGreaterThan(OUT_OF_STOCK_SHARE / 2)
    expect(outOfStock.length / products.length).toBeLessThan(OUT_OF_STOCK_SHARE * 2)
    // Some in the first hundred products, where stories and screenshots look.
    expect(products.slice(0, 100).some((product) => !product.inStock)).toBe(true)
    const departments = new Set(outOfStock.map((p) => p.hierarchicalCategories.lvl0))
    expect(departments.size).toBeGreaterThan(3)
  })

  it('is the same for a product whatever the catalogue size, and differs by seed', () => {
    const smaller = [...generateProducts(300)]
    expect(smaller.map((p) => p.inStock)).toEqual(products.slice(0, 300).map((p) => p.inStock))
    const seven = [...generateProducts(1000, 7)].map((p) => p.inStock)
    expect(seven).not.toEqual(products.slice(0, 1000).map((p) => p.inStock))
  })

  it('is drawn per product, beside the catalogue sequence', () => {
    products.forEach((product, i) => expect(product.inStock).toBe(isInStock(42, i + 1)))
  })
})
