import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_KEYS, startServerWithIndex, type TestServer } from './support/test-server'

// A JSON body nested deeper than 64 levels is refused before it is parsed, but a JSON value
// inside a URL-encoded `params` string ("facetFilters=%5B%5B...") was parsed as it came: 5,000
// nested arrays there overflowed the stack, and the search answered 500. So did a browse cursor
// (base64 JSON the client sends back) holding deeply nested parameters.
let t: TestServer
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const deepParams = (name: string, depth = 5000) => `${name}=${encodeURIComponent(nested(depth))}`

beforeAll(async () => {
  t = await startServerWithIndex('shop', [{ objectID: '1', name: 'oak lamp', brand: 'acme' }], {
    attributesForFaceting: ['brand'],
  })
}, 60_000)
afterAll(() => t?.close())

async function send(path: string, body: unknown, method = 'POST') {
  const res = await t.request(path, {
    // Browsing takes the browse right, which the admin key holds.
    key: path.includes('/browse') ? TEST_KEYS.adminKey : TEST_KEYS.searchKey,
    method,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as { message?: string } }
}

describe('a deeply nested value in a params string', () => {
  it.each([
    ['a search', '/1/indexes/shop/query', { params: deepParams('facetFilters') }],
    [
      'a multi-query',
      '/1/indexes/*/queries',
      { requests: [{ indexName: 'shop', params: deepParams('optionalFilters') }] },
    ],
    [
      'a facet-value search',
      '/1/indexes/shop/facets/brand/query',
      { params: deepParams('facetFilters') },
    ],
    ['a browse', '/1/indexes/shop/browse', { params: deepParams('numericFilters') }],
  ])('is a 400 in %s', async (_, path, body) => {
    const res = await send(path, body)
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/nested more than 64 levels/)
  })

  it('is a 400 in the query string of a GET browse', async () => {
    // 100 levels: a URL of 5,000 would be refused for its length (431) before it is read.
    const res = await send(
      `/1/indexes/shop/browse?${deepParams('facetFilters', 100)}`,
      undefined,
      'GET',
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/nested more than 64 levels/)
  })

  it('a browse cursor nesting its parameters deeply is a cursor that leads nowhere', async () => {
    const state = `{"offset":0,"params":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`
    const cursor = Buffer.from(state, 'utf8').toString('base64url')
    const res = await send('/1/indexes/shop/browse', { cursor })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ hits: [] })
  })

  it('a shallow JSON value in a params string still filters', async () => {
    const params = `facetFilters=${encodeURIComponent('[["brand:acme"]]')}`
    const res = await send('/1/indexes/shop/query', { params })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ nbHits: 1 })
  })
})
