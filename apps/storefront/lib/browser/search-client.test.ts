import { hydrateSearchClient } from 'instantsearch.js/es/lib/utils'
import { describe, expect, it } from 'vitest'
import type { ClientConfig } from '../client-config'
import { getBrowserSearchClient, getListingSearchClient } from './search-client'

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
  it('shares the browser client and its transport, and is the same object every time', () => {
    const listing = getListingSearchClient(config)
    expect(getListingSearchClient({ ...config })).toBe(listing)
    expect(listing).not.toBe(getBrowserSearchClient(config))
    expect(listing.transporter).toBe(getBrowserSearchClient(config).transporter)
  })

  it("keeps InstantSearch's hydration off the shared client's search", () => {
    const shared = getBrowserSearchClient(config)
    const sharedSearch = shared.search
    const listing = getListingSearchClient(config)
    hydrateSearchClient(listing as never, serverResults as never)

    expect(listing.search).not.toBe(sharedSearch)
    expect(shared.search).toBe(sharedSearch)
    expect(Object.hasOwn(shared, '_cacheHydrated')).toBe(false)
  })
})
