import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// Texts that made the query readers take quadratic time: 60,000 spaces in one numeric filter
// held the server for 12 s, 100,000 digits and a letter in a `params` string for 9 s, "a(" 100,000
// times in the string form of facetFilters 5 s. Within the search body limit (1 MB) they must be
// answered at once.

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex('shop', [{ objectID: '1', name: 'oak lamp', price: 10 }])
})
afterAll(() => t.close())

async function status(body: unknown): Promise<number> {
  const res = await t.request('/1/indexes/shop/query', {
    key: TEST_KEYS.searchKey,
    method: 'POST',
    body: JSON.stringify(body),
  })
  await res.arrayBuffer()
  return res.status
}

describe('inputs that made a reader backtrack are answered at once', () => {
  it.each([
    ['spaces in a comparison', { numericFilters: [`price${' '.repeat(400_000)}x`] }],
    ['operators in a comparison', { numericFilters: [`price${'=b'.repeat(200_000)} x`] }],
    ['spaces in a range', { numericFilters: [`price:${' '.repeat(400_000)}1 TO`] }],
    ['colons in a range', { numericFilters: [`price${':b'.repeat(200_000)} x`] }],
    ['digits in a params number', { params: `hitsPerPage=${'1'.repeat(500_000)}x` }],
  ])('%s', async (_name, body) => {
    expect(await status(body)).toBe(400)
  })

  it.each([
    ['facetFilters', { facetFilters: `brand:${'a('.repeat(400_000)}` }],
    ['optionalFilters', { optionalFilters: `brand:${'a('.repeat(400_000)}` }],
    ['tagFilters', { tagFilters: 'a('.repeat(400_000) }],
  ])('parentheses in the string form of %s', async (_name, body) => {
    // The string form was read a character at a time, trimmed at every '(' (5 s at 200 kB).
    expect(await status(body)).toBe(200)
  })

  it('the usual forms still filter', async () => {
    expect(await status({ numericFilters: ['price >= 10', 'price:5 TO 20'] })).toBe(200)
    expect(await status({ params: 'hitsPerPage=5&numericFilters=price%3E1' })).toBe(200)
  })
})
