import { describe, expect, it } from 'vitest'
import {
  getGalleries,
  getGalleryImages,
  PLACEHOLDER_IMAGE,
  productHref,
  toProduct,
  toProductSummary,
  unitPrice,
} from './product'

describe('product mappers', () => {
  it('maps a full record', () => {
    const product = toProduct({
      objectID: 'p1',
      name: 'Mug',
      brand: 'Clay',
      description: 'A mug',
      productType: 'mug',
      price: 9,
      listPrice: 12,
      onSale: true,
      rating: 4.2,
      reviewCount: 8,
      ratingCounts: [0, 1, 1, 2, 4],
      reviews: [
        { author: 'Maya R.', rating: 5, title: 'Love it', text: 'Great mug.', date: '2024-12-01' },
        { author: 'Tom', rating: 9, text: 'out of range' },
        'junk',
      ],
      colors: ['Blue', 3, ''],
      sizes: [],
      image: '/images/products/p1/mug-blue-1.svg',
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
      image: '/images/products/p1/mug-blue-1.svg',
      description: 'A mug',
      productType: 'mug',
      breadcrumb: ['Home', 'Kitchen', 'Mugs'],
      colors: ['Blue'],
      sizes: [],
      ratingCounts: [0, 1, 1, 2, 4],
      reviews: [
        { author: 'Maya R.', rating: 5, title: 'Love it', text: 'Great mug.', date: '2024-12-01' },
      ],
    })
    expect(unitPrice(product)).toBe(9)
  })

  it('reads the shown price and the crossed-out list price', () => {
    expect(
      toProductSummary({ objectID: 'a', price: 30, listPrice: 40, onSale: true }),
    ).toMatchObject({ price: 40, salePrice: 30 })
    expect(toProductSummary({ objectID: 'a', price: 30, listPrice: 20 }).salePrice).toBeUndefined()
    expect(toProductSummary({ objectID: 'a', price: 30, listPrice: 40, onSale: false })).toEqual(
      expect.objectContaining({ price: 30 }),
    )
  })

  it('shows no rating without reviews', () => {
    expect(toProductSummary({ objectID: 'a', rating: 4.5, reviewCount: 0 }).rating).toBe(0)
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
      reviewCount: 2,
      image: 'javascript:alert(1)',
    })
    expect(summary).toMatchObject({
      name: 'x9',
      price: 0,
      rating: 5,
      image: PLACEHOLDER_IMAGE,
    })
    expect(toProductSummary({ objectID: 'x', image: '//evil.example/a.png' }).image).toBe(
      PLACEHOLDER_IMAGE,
    )
    expect(toProductSummary({ objectID: 'x', image: 'https://cdn.example/a.png' }).image).toBe(
      'https://cdn.example/a.png',
    )
    expect(toProduct({ objectID: 'x', categories: ['A', 'B'] }).breadcrumb).toEqual(['A', 'B'])
  })

  it('builds paths', () => {
    expect(productHref('p 1', 'reviews')).toBe('/product/p%201#reviews')
  })

  it('gives a demo picture four views in every colour of the product', () => {
    const galleries = getGalleries({
      objectID: 'p7',
      name: 'Dome Tent',
      image: '/images/products/p7/tent-forest-green-1.svg',
      colors: ['Forest Green', 'Orange', 'Plaid'],
    })
    expect(Object.keys(galleries)).toEqual(['Forest Green', 'Orange', 'Plaid'])
    expect(galleries.Orange!.map((image) => image.src)).toEqual([
      '/images/products/p7/tent-orange-1.svg',
      '/images/products/p7/tent-orange-2.svg',
      '/images/products/p7/tent-orange-3.svg',
      '/images/products/p7/tent-orange-4.svg',
    ])
    expect(galleries.Orange![1]!.alt).toBe('Dome Tent in orange, back view')
    // A colour the picture route cannot draw shows the record's picture.
    expect(galleries.Plaid).toEqual([
      { src: '/images/products/p7/tent-forest-green-1.svg', alt: 'Dome Tent', label: 'picture' },
    ])
  })

  it('keeps a colour named like an Object.prototype key as a colour, never a prototype', () => {
    const galleries = getGalleries({
      objectID: 'x',
      name: 'Lamp',
      image: '/images/placeholder.svg',
      colors: ['Red', '__proto__', 'constructor'],
    })
    expect(Object.getPrototypeOf(galleries)).toBe(Object.prototype)
    expect(Object.keys(galleries)).toEqual(['Red', '__proto__', 'constructor'])
    expect(Object.entries(galleries).every(([, images]) => Array.isArray(images))).toBe(true)
  })

  it('drops a colour or size named __proto__ from a record', () => {
    const product = toProduct({
      objectID: 'x',
      colors: ['__proto__', 'Red', 'constructor'],
      sizes: ['__proto__', 'M'],
    })
    expect(product.colors).toEqual(['Red', 'constructor'])
    expect(product.sizes).toEqual(['M'])
  })

  it('shows any other picture alone', () => {
    expect(
      getGalleryImages({ objectID: 'x', name: 'Lamp', image: 'https://cdn.example/lamp.jpg' }),
    ).toEqual([{ src: 'https://cdn.example/lamp.jpg', alt: 'Lamp', label: 'picture' }])
  })

  it('marks a record out of stock only when it says so', () => {
    expect(toProductSummary({ objectID: 'a', inStock: false }).outOfStock).toBe(true)
    expect(toProductSummary({ objectID: 'a', inStock: true })).not.toHaveProperty('outOfStock')
    expect(toProductSummary({ objectID: 'a' })).not.toHaveProperty('outOfStock')
  })
})
