import { afterAll, beforeAll, describe, it } from 'vitest'
import {
  expectSharedLoop,
  postAsShopper,
  shirtRecords,
  uncachedPriceFilter,
} from './support/searches-during'
import { startServerWithIndex, type TestServer } from './support/test-server'

// A search's matching runs in time slices, but a search for facet values (its route and `type:
// "facet"` entries of a multi-query) and the fallback search of a recommendations request ran it
// in one block. With a filter of 30,000 conditions (500 kB, within the search body limit) either
// held the server for 3.5-4 s at 20,000 records, every shopper waiting. As in
// insights-event-loop.test.ts, no bound in milliseconds: the checks compare the run with itself.
const RECORDS = 5000
const CONDITIONS = 30_000

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex('products', shirtRecords(RECORDS), {
    searchableAttributes: ['name'],
    attributesForFaceting: ['searchable(brand)', 'price'],
  })
  // The recommendation models are built on the first call, in one block (about 1 s on a loaded
  // machine): build them here, so that the run measures the fallback search alone.
  const warm = { requests: [{ indexName: 'products', model: 'trending-items', threshold: 0 }] }
  await postAsShopper(t, '/1/indexes/*/recommendations', warm)
}, 60_000)
afterAll(() => t?.close())

describe('a costly filter outside a plain search shares the event loop', () => {
  it.each([
    [
      'a search for facet values',
      '/1/indexes/products/facets/brand/query',
      (filters: string) => ({ facetQuery: 'brand', filters }),
    ],
    [
      'a facet entry of a multi-query',
      '/1/indexes/*/queries',
      (filters: string) => ({
        requests: [{ indexName: 'products', type: 'facet', facet: 'brand', filters }],
      }),
    ],
    [
      'the fallback search of a recommendations request',
      '/1/indexes/*/recommendations',
      (filters: string) => ({
        requests: [
          {
            indexName: 'products',
            model: 'trending-items',
            threshold: 0,
            maxRecommendations: 10,
            fallbackParameters: { filters },
          },
        ],
      }),
    ],
  ])(
    '%s',
    async (_, path, body) => {
      const filters = uncachedPriceFilter(CONDITIONS, path.length)
      await expectSharedLoop(t, () => postAsShopper(t, path, body(filters)))
    },
    60_000,
  )
})
