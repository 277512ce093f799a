import { describe, expect, it } from 'vitest'
import { productHref, productImagePath, toProduct, toProductSummary, unitPrice } from './product'

describe('product mappers', () => {
  it('maps a full record', () => {
    const product = toProduct({
      objectID: 'p1',
      name: 'Mug',
      brand: 'Clay',
      description: 'A mug',
      productType: 'mug',
      price: 12,
      salePrice: 9,
      onSale: true,
      rating: 4.2,
      reviewCount: 8,
      colors: ['Blue', 3, ''],
      sizes: [],
      image: '/images/products/p1.svg',
      hierarchicalCategories: {
        lvl2: 'Home > Kitchen > Mugs',
        lvl0: 'Home',
        lvl1: 'Home > Kitchen',
      },
    })
    expect(product).toEqual({
      objectID: 'p1',
      name: 'Mug',
      brand: 'Clay',
      price: 12,
      salePrice: 9,
      rating: 4.2,
      reviewCount: 8,
      image: '/images/products/p1.svg',
      description: 'A mug',
      productType: 'mug',
      breadcrumb: ['Home', 'Kitchen', 'Mugs'],
      colors: ['Blue'],
      sizes: [],
    })
    expect(unitPrice(product)).toBe(9)
  })

  it('ignores a sale that is off or not cheaper', () => {
    expect(
      toProductSummary({ objectID: 'a', price: 10, salePrice: 8, onSale: false }).salePrice,
    ).toBeUndefined()
    expect(
      toProductSummary({ objectID: 'a', price: 10, salePrice: 12, onSale: true }).salePrice,
    ).toBeUndefined()
  })

  it('falls back on malformed fields', () => {
    const summary = toProductSummary({
      objectID: 'x9',
      price: 'free',
      rating: 9,
      image: 'javascript:alert(1)',
    })
    expect(summary).toMatchObject({
      name: 'x9',
      price: 0,
      rating: 5,
      image: '/images/products/x9.svg',
    })
    expect(toProductSummary({ objectID: 'x', image: '//evil.example/a.png' }).image).toBe(
      '/images/products/x.svg',
    )
    expect(toProductSummary({ objectID: 'x', image: 'https://cdn.example/a.png' }).image).toBe(
      'https://cdn.example/a.png',
    )
    expect(toProduct({ objectID: 'x', categories: ['A', 'B'] }).breadcrumb).toEqual(['A', 'B'])
  })

  it('builds paths', () => {
    expect(productHref('p 1', 'reviews')).toBe('/product/p%201#reviews')
    expect(productImagePath('p1', 2)).toBe('/images/products/p1.svg?view=2')
  })
})
