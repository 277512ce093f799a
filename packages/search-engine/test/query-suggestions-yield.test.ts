import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsOf } from '../src/server/routes/analytics-scope'
import { expectSharedLoop, postAsShopper, shirtRecords } from './support/searches-during'
import { startServerWithIndex, type TestServer } from './support/test-server'

// A Query Suggestions build runs a search for every query recorded on its source index in the
// last 90 days, and anyone holding the search key records what they search (20,000 distinct
// queries a day per index). The build ran in one block, when a configuration was saved, at
// start-up and every hour: 20,000 made-up queries held a server 2.6 s, every shopper waiting.
// As in facet-and-fallback-yield.test.ts, no bound in milliseconds: the run is compared with
// itself.
const RECORDS = 5000
const QUERIES = 4000

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex('products', shirtRecords(RECORDS))
  for (let sent = 0; sent < QUERIES; sent += 50) {
    const requests = Array.from({ length: 50 }, (_, i) => ({
      indexName: 'products',
      query: `linen shirt ${sent + i}`,
      hitsPerPage: 0,
    }))
    expect(await postAsShopper(t, '/1/indexes/*/queries', { requests })).toBe(200)
  }
  await analyticsOf(t.server.app.scope)!.flush()
}, 120_000)
afterAll(() => t?.close())

async function buildSuggestions(): Promise<number> {
  const indexName = 'products_query_suggestions'
  const sourceIndices = [{ indexName: 'products', minHits: 1, minLetters: 3 }]
  const created = await t.request('/1/configs', {
    method: 'POST',
    body: JSON.stringify({ indexName, sourceIndices }),
  })
  if (created.status !== 200) return created.status
  for (;;) {
    const res = await t.request(`/1/configs/${indexName}/status`)
    const status = (await res.json()) as { lastSuccessfulBuiltAt?: string }
    if (status.lastSuccessfulBuiltAt) return 200
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('a Query Suggestions build over many recorded queries', () => {
  it('shares the event loop with shoppers', async () => {
    await expectSharedLoop(t, buildSuggestions)
    const { nbHits } = await t.admin().searchSingleIndex({
      indexName: 'products_query_suggestions',
      searchParams: { query: 'linen shirt', hitsPerPage: 0 },
    })
    expect(nbHits).toBe(QUERIES / 2) // "linen shirt N" names a record for odd N
  }, 120_000)
})
