import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// An attribute name is a dotted path, and a key may itself hold dots, so a name of k segments has
// k² candidate keys. Listed in advance for every name a query gave, a 4 kB name of 2,000 dots in
// one numeric filter held the server for 28 s and 2.9 GB; 3,000 dots ran it out of memory. Every
// parameter that names attributes gets a 40 kB name here, and each request must be answered.

const dots = (count: number) => Array.from({ length: count }, () => 'a').join('.')
const LONG = dots(20_000)
/** Long enough to have exhausted the memory, short enough for a URL. */
const IN_URL = dots(3_000)
let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex(
    'shop',
    [
      { objectID: '1', name: 'oak lamp', brand: 'Acme', colour: 'red', a: { a: { a: 1 } } },
      { objectID: '2', name: 'pine lamp', brand: 'Zeta', colour: 'blue', 'a.a': 2 },
    ],
    { attributesForFaceting: ['brand', 'searchable(colour)'], attributesToSnippet: ['name:4'] },
  )
})
afterAll(() => t.close())

async function post(path: string, body: unknown): Promise<number> {
  const res = await t.request(path, {
    key: TEST_KEYS.searchKey,
    method: 'POST',
    body: JSON.stringify(body),
  })
  await res.arrayBuffer()
  return res.status
}

describe('a query naming an attribute by a very long dotted path', () => {
  it.each([
    ['numericFilters', { numericFilters: [`${LONG} > 0`] }],
    ['filters', { filters: `${LONG}:x OR ${LONG} > 1` }],
    ['facetFilters', { facetFilters: [`${LONG}:x`] }],
    ['optionalFilters', { optionalFilters: [`${LONG}:x`] }],
    ['facets', { facets: [LONG, 'brand'] }],
    ['attributesToRetrieve', { attributesToRetrieve: [LONG, 'name'] }],
    ['attributesToHighlight', { attributesToHighlight: [LONG] }],
    ['attributesToSnippet', { attributesToSnippet: [`${LONG}:3`] }],
    ['restrictSearchableAttributes', { restrictSearchableAttributes: [LONG] }],
    ['disableTypoToleranceOnAttributes', { disableTypoToleranceOnAttributes: [LONG] }],
  ])('in %s is answered', async (_name, params) => {
    const status = await post('/1/indexes/shop/query', { query: 'lamp', ...params })
    expect([200, 400]).toContain(status)
  })

  it('in a facet search and a getObject is answered', async () => {
    expect([400, 404]).toContain(
      await post(`/1/indexes/shop/facets/${IN_URL}/query`, { facetQuery: 'a' }),
    )
    const res = await t.request(`/1/indexes/shop/1?attributesToRetrieve=${IN_URL}`, {
      key: TEST_KEYS.searchKey,
    })
    expect(res.status).toBe(200)
  })

  it('a short dotted path still reads nested objects and dotted keys', async () => {
    const { hits } = await t.searchOnly().searchSingleIndex({
      indexName: 'shop',
      searchParams: { numericFilters: ['a.a.a >= 1'] },
    })
    expect(hits.map((hit) => hit.objectID)).toEqual(['1'])
    const dotted = await t.searchOnly().searchSingleIndex({
      indexName: 'shop',
      searchParams: { numericFilters: ['a.a = 2'] },
    })
    expect(dotted.hits.map((hit) => hit.objectID)).toEqual(['2'])
  })
})
