import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { facetValueHref, facetValueLabel, toFacetRoute } from './listing-links'
import { listingTitle } from './listing-title'
import { parseRoute } from './route-state'

describe('facet value links', () => {
  it.each([
    ['brand', 'Acme', '/search?brand=Acme'],
    ['colors', 'Navy blue', '/search?color=Navy+blue'],
    ['sizes', 'XL', '/search?size=XL'],
    ['hierarchicalCategories.lvl1', 'Women > Shoes', '/category/Women/Shoes'],
    ['hierarchicalCategories.lvl0', 'Home & Garden', '/category/Home%20%26%20Garden'],
    ['productType', 'Sneakers', '/search?q=Sneakers'],
    ['brand', '   ', '/search'],
  ])('%s = %s → %s', (facet, value, href) => {
    expect(facetValueHref(facet, value)).toBe(href)
  })

  it('always lands on a listing filtered by exactly that value', () => {
    const value = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((v) => v.trim() === v && v !== '' && !v.includes('/'))
    const facet = fc.constantFrom('brand', 'colors', 'sizes', 'hierarchicalCategories.lvl0')
    fc.assert(
      fc.property(facet, value, (name, facetValue) => {
        const url = new URL(facetValueHref(name, facetValue), 'http://shop.test')
        expect(parseRoute(url.pathname, url.search)).toEqual(toFacetRoute(name, facetValue))
      }),
    )
  })

  it('labels a category by its last level', () => {
    expect(facetValueLabel('hierarchicalCategories.lvl2', 'Women > Shoes > Boots')).toBe('Boots')
    expect(facetValueLabel('brand', 'Acme')).toBe('Acme')
  })
})

describe('listingTitle', () => {
  it.each([
    [{}, 'All products'],
    [{ q: ' hat ' }, 'Results for “hat”'],
    [{ category: ['Women', 'Shoes'] }, 'Shoes'],
    [{ category: ['Women'], q: 'red' }, '“red” in Women'],
  ])('%o → %s', (route, title) => {
    expect(listingTitle(route)).toBe(title)
  })
})
