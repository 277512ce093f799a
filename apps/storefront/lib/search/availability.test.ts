import { afterEach, describe, expect, it, vi } from 'vitest'

const searchSingleIndex = vi.fn()
vi.mock('../search-client', () => ({ getSearchClient: () => ({ searchSingleIndex }) }))
vi.mock('../config', () => ({ getConfig: () => ({ indexName: 'products' }) }))

const { ensureSearchAvailable, SearchUnavailableError } = await import('./availability')

afterEach(() => {
  searchSingleIndex.mockReset()
  vi.useRealTimers()
})

describe('ensureSearchAvailable', () => {
  it('resolves when the provider answers a minimal query', async () => {
    searchSingleIndex.mockResolvedValueOnce({ hits: [], nbHits: 5000 })
    await expect(ensureSearchAvailable()).resolves.toBeUndefined()
    expect(searchSingleIndex).toHaveBeenCalledWith({
      indexName: 'products',
      searchParams: { query: '', hitsPerPage: 0, analytics: false },
    })
  })

  it('throws SearchUnavailableError when the provider fails', async () => {
    searchSingleIndex.mockRejectedValueOnce(new Error('Unreachable hosts'))
    await expect(ensureSearchAvailable()).rejects.toBeInstanceOf(SearchUnavailableError)
  })

  it('throws SearchUnavailableError when the provider is too slow', async () => {
    searchSingleIndex.mockReturnValueOnce(new Promise(() => {}))
    await expect(ensureSearchAvailable(50)).rejects.toBeInstanceOf(SearchUnavailableError)
  })
})
