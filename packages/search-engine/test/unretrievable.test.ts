import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  searchKeyText as searchKeyTextOf,
  startServerWithIndex,
  TEST_KEYS,
  type TestServer,
} from './support/test-server'

// Item 2 of issue 12: unretrievableAttributes never leave the server for a key without admin
// rights, in any field of any read route.

const SECRET = 'TOPSECRET'
let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex(
    'shop',
    [
      {
        objectID: 'a',
        name: 'red shoe',
        brand: 'acme',
        cost: `shoe ${SECRET} 12`,
        supplier: { name: 'Shoe Co', contact: `shoe ${SECRET}@example.com` },
      },
    ],
    {
      searchableAttributes: ['name', 'cost', 'supplier.contact'],
      unretrievableAttributes: ['cost', 'supplier.contact'],
      attributesForFaceting: ['brand'],
    },
  )
})
afterAll(() => t.close())

const searchKeyText = (path: string, body?: unknown) => searchKeyTextOf(t, path, body)

describe('search-only key', () => {
  it.each([
    ['getObject', '/1/indexes/shop/a', undefined],
    [
      'getObject naming the attribute',
      '/1/indexes/shop/a?attributesToRetrieve=cost,supplier',
      undefined,
    ],
    [
      'getObjects',
      '/1/indexes/*/objects',
      {
        requests: [
          { indexName: 'shop', objectID: 'a' },
          { indexName: 'shop', objectID: 'a', attributesToRetrieve: ['cost', 'supplier.contact'] },
        ],
      },
    ],
    [
      'search highlight and snippet',
      '/1/indexes/shop/query',
      { query: 'shoe', attributesToHighlight: ['*'], attributesToSnippet: ['*', 'cost:3'] },
    ],
    [
      'search naming the attributes',
      '/1/indexes/shop/query',
      {
        query: 'shoe',
        attributesToRetrieve: ['cost', 'supplier'],
        attributesToHighlight: ['cost', 'supplier.contact'],
        attributesToSnippet: ['supplier.contact:2'],
      },
    ],
    [
      'multi-query',
      '/1/indexes/*/queries',
      { requests: [{ indexName: 'shop', query: 'shoe', attributesToHighlight: ['*'] }] },
    ],
  ])('%s never shows the hidden values', async (_name, path, body) => {
    const text = await searchKeyText(path, body)
    expect(text).not.toContain(SECRET)
    expect(text).toContain('Shoe Co')
  })

  it('cannot lift the setting with a query parameter', async () => {
    const res = await t.request('/1/indexes/shop/query', {
      key: TEST_KEYS.searchKey,
      method: 'POST',
      body: JSON.stringify({ query: 'shoe', unretrievableAttributes: [] }),
    })
    if (res.status === 200) expect(await res.text()).not.toContain(SECRET)
    else expect(res.status).toBe(400)
  })

  it('the hidden attribute stays searchable', async () => {
    const text = await searchKeyText('/1/indexes/shop/query', { query: SECRET.toLowerCase() })
    expect(JSON.parse(text)).toMatchObject({ nbHits: 1 })
  })
})

describe('admin key', () => {
  it('getObject returns the whole record, as on Algolia', async () => {
    const record = await t.admin().getObject({ indexName: 'shop', objectID: 'a' })
    expect(record).toMatchObject({ cost: `shoe ${SECRET} 12` })
  })
})
