import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  searchKeyText as searchKeyTextOf,
  startServerWithIndex,
  type TestServer,
} from './support/test-server'

// A hidden attribute path is read through arrays of objects and keys holding dots when the index
// facets or searches it ("offers.cost" is the cost of every offer), so it is hidden the same way:
// before, only a path of plain nested objects was removed from what the search key reads.

const SECRET = 'TOPSECRET'
let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex(
    'shop',
    [
      {
        objectID: 'a',
        name: 'red shoe',
        offers: [
          { seller: 'Shoe Co', cost: `${SECRET}1` },
          { seller: 'Boot Co', cost: `${SECRET}2` },
          [{ seller: 'Deep Co', cost: `${SECRET}3` }],
        ],
        supplier: { 'contact.email': `${SECRET}@example.com`, name: 'Supplier Co' },
      },
    ],
    {
      searchableAttributes: ['name', 'offers', 'supplier'],
      unretrievableAttributes: ['offers.cost', 'supplier.contact.email'],
      attributesForFaceting: ['offers.cost'],
    },
  )
})
afterAll(() => t.close())

const searchKeyText = (path: string, body?: unknown) => searchKeyTextOf(t, path, body)

describe('hidden attributes inside arrays and dotted keys', () => {
  it.each([
    ['getObject', '/1/indexes/shop/a', undefined],
    [
      'getObject naming the parent',
      '/1/indexes/shop/a?attributesToRetrieve=offers,supplier',
      undefined,
    ],
    [
      'getObjects',
      '/1/indexes/*/objects',
      { requests: [{ indexName: 'shop', objectID: 'a', attributesToRetrieve: ['offers'] }] },
    ],
    ['search', '/1/indexes/shop/query', { query: 'shoe' }],
    [
      'search highlighting the hidden value',
      '/1/indexes/shop/query',
      {
        query: SECRET.toLowerCase(),
        attributesToHighlight: ['*'],
        attributesToSnippet: ['offers:3', 'supplier:3'],
      },
    ],
    [
      'multi-query',
      '/1/indexes/*/queries',
      { requests: [{ indexName: 'shop', query: 'shoe', attributesToRetrieve: ['offers'] }] },
    ],
  ])('%s never shows the hidden values', async (_name, path, body) => {
    const text = await searchKeyText(path, body)
    expect(text).not.toContain(SECRET)
    expect(text).toContain('Boot Co')
  })

  it('the admin key still reads the whole record', async () => {
    const record = await t.admin().getObject({ indexName: 'shop', objectID: 'a' })
    expect(JSON.stringify(record)).toContain(`${SECRET}3`)
    expect(JSON.stringify(record)).toContain(`${SECRET}@example.com`)
  })
})
