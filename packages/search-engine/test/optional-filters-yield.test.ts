import { afterAll, beforeAll, describe, it } from 'vitest'
import { expectSharedLoop, postAsShopper, shirtRecords } from './support/searches-during'
import { startServerWithIndex, type TestServer } from './support/test-server'

// Optional filter groups that differ cannot be merged: 20,000 groups ['linen-ish brand', a filter
// of its own score] (a search-key body under 1 MB) visit the brand's documents 20,000 times, and
// the scores were computed in one block: 5.4 s on 3,000 records with every shopper waiting. They
// are now computed in the search's time slices. As in facet-and-fallback-yield.test.ts, no bound
// in milliseconds: the checks compare the run with itself.
const RECORDS = 5000
const GROUPS = 20_000

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex(
    'products',
    shirtRecords(RECORDS).map((r) => ({ ...r, inStock: true })),
    { searchableAttributes: ['name'], attributesForFaceting: ['brand', 'inStock'] },
  )
}, 60_000)
afterAll(() => t?.close())

describe('many distinct optional filter groups share the event loop', () => {
  it('a search scoring 20,000 groups over every record', async () => {
    const optionalFilters = Array.from({ length: GROUPS }, (_, i) => [
      'inStock:true',
      `brand:brand 1<score=${i}>`,
    ])
    await expectSharedLoop(t, () =>
      postAsShopper(t, '/1/indexes/products/query', { query: '', optionalFilters, hitsPerPage: 1 }),
    )
  }, 60_000)
})
