import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectSharedLoop,
  postAsShopper,
  shirtRecords,
  uncachedPriceFilter,
} from './support/searches-during'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// Query rules read the search's input once per rule: each rule with a `filters` condition
// normalised the whole `filters` string again, each contextual rule scanned every context sent.
// A shop with 1,000 such rules was held 6 s by one search with a 350 kB filter (20,000 records);
// 5,000 contextual rules and 100,000 contexts in `ruleContexts` cost 0.5 s. The input is now read
// once per search. As in insights-event-loop.test.ts, no bound in milliseconds: the filter's own
// evaluation runs in time slices, and no turn of the event loop may take a large share of it.
const RECORDS = 5000
const RULES = 10_000

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex('products', shirtRecords(RECORDS), {
    searchableAttributes: ['name'],
    attributesForFaceting: ['brand', 'price'],
  })
  await t.admin().saveRules({
    indexName: 'products',
    rules: Array.from({ length: RULES }, (_, i) => ({
      objectID: `rule-${i}`,
      conditions: [i % 2 ? { filters: `brand:"brand ${i}"` } : { context: `campaign-${i}` }],
      consequence: { params: { filters: `price > ${i % 100}` } },
    })),
  })
}, 60_000)
afterAll(() => t?.close())

describe("a search's input is read once for all the rules", () => {
  it.each([
    [
      'a long filter and rules with a filters condition',
      { filters: uncachedPriceFilter(20_000, 1) },
    ],
    [
      // A search now sends at most 10 contexts (rule-contexts.test.ts); 100,000 were accepted.
      'many contexts and contextual rules',
      { filters: uncachedPriceFilter(20_000, 2), ruleContexts: Array(10).fill('x') },
    ],
  ])(
    '%s',
    async (_, body) => {
      const search = { query: 'shirt', hitsPerPage: 1, ...body }
      await expectSharedLoop(t, () => postAsShopper(t, '/1/indexes/products/query', search))
    },
    60_000,
  )

  it('rules still apply by context and by filters', async () => {
    const res = await t.request('/1/indexes/products/query', {
      method: 'POST',
      key: TEST_KEYS.searchKey,
      body: JSON.stringify({
        query: 'shirt',
        ruleContexts: ['campaign-4'],
        filters: 'brand:"brand 7"',
        hitsPerPage: 0,
      }),
    })
    const body = (await res.json()) as { appliedRules?: Array<{ objectID: string }> }
    expect(body.appliedRules?.map((r) => r.objectID)).toEqual(['rule-4', 'rule-7'])
  })
})
