import { describe, expect, it } from 'vitest'
import { categoryHref, searchHref } from './routes'
import { encodeComponent, wellFormed } from './encode-component'
import { productHref } from './product'
import { formatRoute } from './search/route-state'

describe('links built from catalogue, cart and search text', () => {
  it('replace lone surrogates instead of throwing', () => {
    expect(wellFormed('a\uD800b\uDC00\uD83D\uDE00')).toBe('a\uFFFDb\uFFFD\uD83D\uDE00')
    expect(encodeComponent('a\uD800')).toBe('a%EF%BF%BD')
    expect(encodeComponent('é 😀')).toBe(encodeURIComponent('é 😀'))
    expect(productHref('p\uD800', 'reviews')).toBe('/product/p%EF%BF%BD#reviews')
    expect(categoryHref(['Women', 'x\uDC00'])).toBe('/category/Women/x%EF%BF%BD')
    expect(searchHref('\uD83D')).toBe('/search?q=%EF%BF%BD')
    expect(formatRoute({ q: 'a\uD800', brand: ['\uDC00'], category: ['\uD800'] })).toBe(
      '/category/%EF%BF%BD?q=a%EF%BF%BD&brand=%EF%BF%BD',
    )
  })
})
