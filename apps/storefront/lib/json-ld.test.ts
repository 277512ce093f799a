import { describe, expect, it } from 'vitest'
import { serializeJsonLd, toProductJsonLd } from './json-ld'
import { toProduct } from './product'

const raw = {
  objectID: 'p00042',
  name: 'Trail shoe </script><script>alert(1)</script>',
  brand: 'Acme',
  description: 'Line\u2028separator & more',
  price: 120,
  salePrice: 99.5,
  onSale: true,
  rating: 4.4,
  reviewCount: 31,
  image: '/images/products/p00042.svg',
  hierarchicalCategories: { lvl0: 'Shoes', lvl1: 'Shoes > Running' },
}

describe('JSON-LD', () => {
  it('describes the product with its sale price and absolute image', () => {
    const data = toProductJsonLd(toProduct(raw), 'http://127.0.0.1:3100/product/p00042')
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'p00042',
      image: ['http://127.0.0.1:3100/images/products/p00042.svg'],
      brand: { name: 'Acme' },
      category: 'Shoes > Running',
      aggregateRating: { ratingValue: 4.4, reviewCount: 31 },
      offers: { price: '99.50', priceCurrency: 'USD' },
    })
  })

  it('cannot close the script element and round-trips exactly', () => {
    const data = toProductJsonLd(toProduct(raw), 'http://x/product/p00042')
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(data)))
  })

  it('offers an out-of-stock product as such', () => {
    const data = toProductJsonLd(toProduct({ ...raw, inStock: false }), 'http://x/product/p1')
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(toProductJsonLd(toProduct(raw), 'http://x/p').offers.availability).toBe(
      'https://schema.org/InStock',
    )
  })
})
