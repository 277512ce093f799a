import { describe, expect, it } from 'vitest'
import { listingSearchLabel, listingTitle } from './listing-title'

describe('listingTitle', () => {
  it('names the category, the query, both, or all products', () => {
    expect(listingTitle({ category: ['Women', 'Shoes'] })).toBe('Shoes')
    expect(listingTitle({ q: ' boots ' })).toBe('Results for “boots”')
    expect(listingTitle({ q: 'boots', category: ['Women', 'Shoes'] })).toBe('“boots” in Shoes')
    expect(listingTitle({})).toBe('All products')
  })
})

describe('listingSearchLabel', () => {
  it('says the field searches inside the deepest category chosen', () => {
    expect(listingSearchLabel({ category: ['Women', 'Shoes', 'Boots'] })).toBe('Search in Boots')
  })

  it('is the shop-wide label outside a category', () => {
    expect(listingSearchLabel({})).toBe('Search products')
    expect(listingSearchLabel({ category: [] })).toBe('Search products')
  })
})
