// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as searchClient from './search-client'

type SearchClientModule = typeof searchClient

const getObject = vi.fn()
const searchSingleIndex = vi.fn()

vi.mock('./search-client', async (importOriginal) => ({
  ...(await importOriginal<SearchClientModule>()),
  getSearchClient: () => ({ getObject, searchSingleIndex }),
}))

const { TOP_CATEGORIES_TIMEOUT_MS, getProduct, getTopCategories } = await import('./catalog')

afterEach(() => {
  getObject.mockReset()
  searchSingleIndex.mockReset()
})

describe('getProduct', () => {
  it("maps the provider's record of the product", async () => {
    getObject.mockResolvedValue({ objectID: 'p1', name: 'Lamp', brand: 'Lumo', price: 30 })
    expect(await getProduct('p1')).toMatchObject({ objectID: 'p1', name: 'Lamp', price: 30 })
  })

  it('is undefined when the provider has no such record', async () => {
    getObject.mockRejectedValue(
      Object.assign(new Error('ObjectID does not exist'), { status: 404 }),
    )
    expect(await getProduct('p2')).toBeUndefined()
  })

  it.each([
    ['an empty object', {}],
    ['another record', { objectID: 'p9', name: 'Chair' }],
    ['an objectID of another type', { objectID: 5, name: { a: 1 } }],
    ['no object at all', null],
  ])('fails, as when the provider is down, on an answer that is %s', async (_, answer) => {
    getObject.mockResolvedValue(answer)
    await expect(getProduct('p3')).rejects.toThrow(/p3/)
  })
})

describe('getTopCategories', () => {
  it('renders the header without links when the provider is slow, then uses the late answer', async () => {
    let answer: (value: unknown) => void = () => {}
    searchSingleIndex.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const started = Date.now()
    expect(await getTopCategories()).toEqual([])
    expect(Date.now() - started).toBeLessThan(TOP_CATEGORIES_TIMEOUT_MS * 3)
    answer({ facets: { 'hierarchicalCategories.lvl0': { Home: 5, Women: 9 } } })
    expect(await getTopCategories()).toEqual([
      { name: 'Women', count: 9 },
      { name: 'Home', count: 5 },
    ])
    expect(searchSingleIndex).toHaveBeenCalledTimes(1)
  })
})
