import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsOf } from '../src/server/routes/analytics-scope'
import { buildSuggestionsIndex } from './support/suggestions-build'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

// Query Suggestions are built from what anyone holding the search key searched. A shop whose
// index drops unmatched words (removeWordsIfNoResults, optionalWords) answers "jacket
// free-casino" with every jacket, so counting those hits let a script put any word in every
// shopper's autocomplete. A suggestion must find its results with every one of its words.

let server: TestServer
const SOURCE = 'shop'
const SUGGESTIONS = 'shop_query_suggestions'

beforeAll(async () => {
  server = await startTestServer()
  await server.admin().setSettings({
    indexName: SOURCE,
    indexSettings: {
      searchableAttributes: ['name'],
      removeWordsIfNoResults: 'allOptional',
      optionalWords: ['casino'],
    },
  })
  await server.admin().saveObjects({
    indexName: SOURCE,
    objects: Array.from({ length: 6 }, (_, i) => ({
      objectID: `j${i}`,
      name: `${['Red', 'Blue', 'Green'][i % 3]} jacket`,
    })),
    waitForTasks: true,
  })
}, 60_000)
afterAll(() => server?.close())

async function search(query: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await server.request(`/1/indexes/${SOURCE}/query`, {
      method: 'POST',
      key: TEST_KEYS.searchKey,
      body: JSON.stringify({ query }),
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { nbHits: number }).nbHits).toBeGreaterThan(0)
  }
}

describe('query suggestions from searches', () => {
  it('leave out words no record has, whatever the source index drops', async () => {
    await search('jacket freecasino', 30)
    await search('blue jacket casino', 30)
    await search('blue jacket', 3)
    await analyticsOf(server.server.app.scope)!.flush()
    await buildSuggestionsIndex(server, {
      indexName: SUGGESTIONS,
      sourceIndices: [{ indexName: SOURCE, minHits: 1, minLetters: 3 }],
    })
    const { hits } = await server.admin().searchSingleIndex<{ query: string }>({
      indexName: SUGGESTIONS,
      searchParams: { query: '', hitsPerPage: 100 },
    })
    const queries = hits.map((hit) => hit.query)
    expect(queries).toContain('blue jacket')
    expect(queries).not.toContain('jacket freecasino')
    expect(queries).not.toContain('blue jacket casino')
  })
})
