import { hydrateSearchClient } from 'instantsearch.js/es/lib/utils'
import { describe, expect, it, vi } from 'vitest'
import type { ClientConfig } from '../client-config'
import {
  getBrowserSearchClient,
  getListingSearchClient,
  loadSearchClientCode,
} from './search-client'

const config: ClientConfig = {
  appId: 'VITRINE',
  searchApiKey: 'search-key',
  indexName: 'products',
  host: { url: '127.0.0.1:4711', protocol: 'http' },
  userToken: 'anonymous-1',
}

const serverResults = {
  products: {
    state: { index: 'products' },
    results: [{ index: 'products', params: 'query=lamp', hits: [], nbHits: 0 }],
  },
}

describe('getListingSearchClient', () => {
  it('is not usable before the client code has loaded (InstantSearch needs the client itself)', () => {
    expect(() => getListingSearchClient(config)).toThrow(/before its code has loaded/)
  })

  it('is a view of the shared client, the same object every time', async () => {
    await loadSearchClientCode()
    const listing = getListingSearchClient(config)
    expect(getListingSearchClient({ ...config })).toBe(listing)
    const shared = Object.getPrototypeOf(listing) as typeof listing
    expect(shared.transporter).toBeDefined()
    expect(listing.transporter).toBe(shared.transporter)
  })

  it("keeps InstantSearch's hydration off the shared client's search", async () => {
    await loadSearchClientCode()
    const listing = getListingSearchClient(config)
    const shared = Object.getPrototypeOf(listing) as typeof listing
    const sharedSearch = shared.search
    hydrateSearchClient(listing as never, serverResults as never)

    expect(listing.search).not.toBe(sharedSearch)
    expect(shared.search).toBe(sharedSearch)
    expect(Object.hasOwn(shared, '_cacheHydrated')).toBe(false)
  })
})

describe('getBrowserSearchClient', () => {
  it('sends through the shared client (one transport and response cache per config)', async () => {
    const browser = getBrowserSearchClient(config)
    expect(getBrowserSearchClient({ ...config })).toBe(browser)
    await loadSearchClientCode()
    const shared = Object.getPrototypeOf(getListingSearchClient(config)) as ReturnType<
      typeof getListingSearchClient
    >
    const answer = { results: [] }
    const search = vi.spyOn(shared, 'search').mockResolvedValue(answer as never)
    const recommend = vi.spyOn(shared, 'getRecommendations').mockResolvedValue(answer as never)
    await expect(browser.search({ requests: [{ indexName: 'products' }] })).resolves.toBe(answer)
    await expect(browser.getRecommendations({ requests: [] })).resolves.toBe(answer)
    expect(search).toHaveBeenCalledWith({ requests: [{ indexName: 'products' }] })
    expect(recommend).toHaveBeenCalledWith({ requests: [] })
  })
})
