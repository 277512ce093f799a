import { describe, expect, it } from 'vitest'
import {
  clearFilters,
  countFilters,
  createStateMapping,
  toListingUiState,
  toRouteState,
} from './ui-state'

const INDEX = 'products'

describe('UI state ↔ route state', () => {
  it('maps every widget to a readable parameter', () => {
    const ui = {
      query: 'boots',
      hierarchicalMenu: { 'hierarchicalCategories.lvl0': ['Women', 'Shoes'] },
      refinementList: { brand: ['Acme'], colors: ['Red'], sizes: ['42'] },
      range: { price: '10:50' },
      numericMenu: { rating: '4:' },
      toggle: { onSale: true },
      sortBy: 'products_price_desc',
      page: 3,
      hitsPerPage: 48,
    }
    const route = toRouteState(ui, INDEX)
    expect(route).toEqual({
      q: 'boots',
      category: ['Women', 'Shoes'],
      brand: ['Acme'],
      color: ['Red'],
      size: ['42'],
      price: { min: 10, max: 50 },
      rating: 4,
      sale: true,
      sort: 'price_desc',
      page: 3,
      perPage: 48,
    })
    expect(toListingUiState(route, INDEX)).toEqual(ui)
  })

  it('leaves defaults out of the URL', () => {
    expect(
      toRouteState(
        {
          query: '',
          sortBy: INDEX,
          page: 1,
          hitsPerPage: 12,
          toggle: { onSale: false },
          range: { price: ':' },
        },
        INDEX,
      ),
    ).toEqual({})
    expect(toRouteState(undefined, INDEX)).toEqual({})
  })

  it('ignores sort indices of another index and unknown numeric menus', () => {
    expect(
      toRouteState({ sortBy: 'other_price_asc', numericMenu: { rating: ':3' } }, INDEX),
    ).toEqual({})
  })

  it('builds the state mapping of one index', () => {
    const mapping = createStateMapping(INDEX)
    expect(mapping.stateToRoute({ [INDEX]: { query: 'hat' }, other: { query: 'x' } })).toEqual({
      q: 'hat',
    })
    expect(mapping.routeToState({ brand: ['Acme'] })).toEqual({
      [INDEX]: { refinementList: { brand: ['Acme'] } },
    })
  })
})

describe('clearFilters / countFilters', () => {
  const ui = {
    query: 'boots',
    hierarchicalMenu: { 'hierarchicalCategories.lvl0': ['Women', 'Shoes'] },
    refinementList: { brand: ['Acme', 'Bolt'], colors: [] },
    range: { price: '10:' },
    numericMenu: { rating: '4:' },
    toggle: { onSale: true },
    sortBy: 'products_price_asc',
    page: 3,
    hitsPerPage: 48,
  }

  it('counts every refined value and bound', () => {
    expect(countFilters(ui, { keepCategory: false })).toBe(6)
    expect(countFilters(ui, { keepCategory: true })).toBe(5)
    expect(
      countFilters(
        { query: 'x', toggle: { onSale: false }, range: { price: '' } },
        { keepCategory: false },
      ),
    ).toBe(0)
  })

  it('keeps the query, sort and page size, and the category page’s category', () => {
    expect(clearFilters(ui, { keepCategory: false })).toEqual({
      query: 'boots',
      sortBy: 'products_price_asc',
      hitsPerPage: 48,
    })
    expect(clearFilters(ui, { keepCategory: true })).toEqual({
      query: 'boots',
      sortBy: 'products_price_asc',
      hitsPerPage: 48,
      hierarchicalMenu: ui.hierarchicalMenu,
    })
    expect(countFilters(clearFilters(ui, { keepCategory: true }), { keepCategory: true })).toBe(0)
  })
})
