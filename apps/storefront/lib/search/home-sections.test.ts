import { afterEach, describe, expect, it, vi } from 'vitest'

const getRecommendations = vi.fn()
vi.mock('../search-client', () => ({ getRecommendClient: () => ({ getRecommendations }) }))
vi.mock('../config', () => ({ getConfig: () => ({ indexName: 'products' }) }))

const { getProductsForYou, getTrendingFacetValues, getTrendingProducts, loadSection } =
  await import('./home-sections')

afterEach(() => {
  getRecommendations.mockReset()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('loadSection', () => {
  it('gives up after the timeout and logs why', async () => {
    vi.useFakeTimers()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const pending = loadSection('slow', () => new Promise(() => {}), 1500)
    await vi.advanceTimersByTimeAsync(1500)
    expect(await pending).toBeUndefined()
    expect(error).toHaveBeenCalledWith(
      '[home] slow omitted:',
      expect.objectContaining({ name: 'SectionTimeoutError' }),
    )
  })

  it('turns a failure into an omitted section', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await loadSection('broken', () => Promise.reject(new Error('503')))).toBeUndefined()
    expect(await loadSection('fine', () => Promise.resolve(7))).toBe(7)
  })
})

describe('home sections', () => {
  it('asks for trending items with a queryID and maps them to cards', async () => {
    getRecommendations.mockResolvedValueOnce({
      results: [{ queryID: 'q1', hits: [{ objectID: 'a', name: 'A', price: 3 }] }],
    })
    const products = await getTrendingProducts()
    expect(getRecommendations.mock.calls[0]![0].requests[0]).toMatchObject({
      model: 'trending-items',
      indexName: 'products',
      queryParameters: { clickAnalytics: true, filters: 'NOT inStock:false' },
    })
    expect(products).toEqual([
      expect.objectContaining({ objectID: 'a', position: 1, queryID: 'q1' }),
    ])
  })

  it('asks for trending brands', async () => {
    getRecommendations.mockResolvedValueOnce({
      results: [{ hits: [{ facetName: 'brand', facetValue: 'Acme', _score: 90 }] }],
    })
    expect(await getTrendingFacetValues()).toEqual([{ facetName: 'brand', facetValue: 'Acme' }])
    expect(getRecommendations.mock.calls[0]![0].requests[0]).toMatchObject({
      model: 'trending-facets',
      facetName: 'brand',
    })
  })

  it("passes the shopper's token to recommended-for-you", async () => {
    getRecommendations.mockResolvedValueOnce({ results: [{ hits: [] }] })
    expect(await getProductsForYou('anon-1')).toEqual([])
    expect(getRecommendations.mock.calls[0]![0].requests[0]).toMatchObject({
      model: 'recommended-for-you',
      queryParameters: { userToken: 'anon-1' },
    })
  })
})
