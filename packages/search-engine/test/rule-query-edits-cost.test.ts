import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// A rule's consequence writes the query a search then runs, and nothing bounded it: an edit that
// replaced 'shoe' by 100,000 words and a rule removing 'a' 100,000 times (each removal scanning
// the grown query) held the server two minutes on one search-key query. An edited query is now
// held to the 512 bytes of a shopper's own query.

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex(
    'shop',
    Array.from({ length: 50 }, (_, i) => ({ objectID: String(i), name: `shoe ${i} x` })),
  )
  await t.admin().saveRules({
    indexName: 'shop',
    rules: [
      {
        objectID: 'grow',
        conditions: [{ pattern: 'shoe', anchoring: 'contains' }],
        consequence: {
          params: {
            query: {
              edits: [{ type: 'replace', delete: 'shoe', insert: `${'x '.repeat(100_000)}shoe` }],
            },
          },
        },
      },
      {
        objectID: 'remove-many',
        conditions: [{ pattern: 'shoe', anchoring: 'contains' }],
        consequence: { params: { query: { remove: Array<string>(100_000).fill('a') } } },
      },
      {
        objectID: 'long-query',
        conditions: [{ pattern: 'boot', anchoring: 'is' }],
        consequence: { params: { query: `shoe ${'y'.repeat(20_000)}` } },
      },
      {
        objectID: 'sneaker',
        conditions: [{ pattern: 'sneaker', anchoring: 'is' }],
        consequence: {
          params: { query: { edits: [{ type: 'replace', delete: 'sneaker', insert: 'shoe 7' }] } },
        },
      },
    ],
  })
}, 60_000)
afterAll(() => t?.close())

const search = async (query: string) => {
  const res = await t.request('/1/indexes/shop/query', {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify({ query, hitsPerPage: 3 }),
  })
  return { status: res.status, body: (await res.json()) as { hits: Array<{ objectID: string }> } }
}

describe('a query written by rules is held to the query limit', () => {
  it.each(['shoe a', 'boot'])('%j is answered at once', async (query) => {
    const started = performance.now()
    expect((await search(query)).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('query edits still apply', async () => {
    const { status, body } = await search('sneaker')
    expect(status).toBe(200)
    expect(body.hits.map((h) => h.objectID)).toEqual(['7'])
  })
})
