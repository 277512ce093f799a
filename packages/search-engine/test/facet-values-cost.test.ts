import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HIGHLIGHTED_CHARS } from '../src/core/highlight-budget'
import { expectSharedLoop, postAsShopper } from './support/searches-during'
import { searchKeyAnswer, startServerWithIndex, type TestServer } from './support/test-server'

// A search for facet values marked every matching word of every value it answered, with the
// caller's tags, outside the highlight budget: over admin-stored values of 1,400 words, one
// search-key request with 120-character tags answered ~35 MB here (109 MB for values of 4,400
// words; ten such facet entries in one multi-query answered 500 'Internal server error'). And it
// read every counted value word by word in one block: 5,000 values of 1,400 words held the
// server 1.1 s per request. The `highlighted` values now share the request's budget (past it, a
// value comes back unmarked), and the reading pauses as a search's matching does.
const RECORDS = 3000
const WORDS = 1400
const TAG = 'x'.repeat(120)

let t: TestServer

const longValue = (i: number) =>
  Array.from({ length: WORDS }, (_, k) => `w${(k * 7 + i) % 9973}`).join(' ')

beforeAll(async () => {
  const records = Array.from({ length: RECORDS }, (_, i) => ({
    objectID: `p${i}`,
    name: `${i % 2 ? 'linen' : 'wool'} shirt ${i}`,
    tag: longValue(i),
  }))
  t = await startServerWithIndex('products', records, {
    searchableAttributes: ['name'],
    attributesForFaceting: ['searchable(tag)'],
  })
}, 120_000)
afterAll(() => t?.close())

type FacetAnswer = { facetHits: Array<{ value: string; highlighted: string; count: number }> }

/** Characters of the values that came back marked. */
const marked = (answer: FacetAnswer) =>
  answer.facetHits.reduce(
    (sum, hit) => sum + (hit.highlighted === hit.value ? 0 : hit.highlighted.length),
    0,
  )

const tagged = {
  facetQuery: 'w',
  maxFacetHits: 100,
  highlightPreTag: `<${TAG}>`,
  highlightPostTag: `</${TAG}>`,
}

describe('the cost of a search for facet values', () => {
  it('writes at most the highlight budget of marked values', async () => {
    const { status, body } = await searchKeyAnswer<FacetAnswer>(
      t,
      '/1/indexes/products/facets/tag/query',
      tagged,
    )
    expect(status).toBe(200)
    // 100 values of ~7.7 kB, each sent twice, pass the request's facet value budget
    // (facet-budget.ts): the later facet hits are left out.
    expect(body.facetHits.length).toBeGreaterThan(50)
    expect(marked(body)).toBeLessThanOrEqual(HIGHLIGHTED_CHARS)
    // The first values are marked with the tags asked for, the later ones come back as they are.
    expect(body.facetHits[0]!.highlighted).toContain(`</${TAG}>`)
    const last = body.facetHits.at(-1)!
    expect(last.highlighted).toBe(last.value)
  }, 60_000)

  it('shares the budget between the facet entries of a multi-query', async () => {
    const entry = { indexName: 'products', type: 'facet', facet: 'tag', ...tagged }
    const { status, body } = await searchKeyAnswer<{ results: FacetAnswer[] }>(
      t,
      '/1/indexes/*/queries',
      { requests: Array.from({ length: 3 }, () => entry) },
    )
    expect(status).toBe(200)
    const total = body.results.reduce((sum, result) => sum + marked(result), 0)
    expect(total).toBeLessThanOrEqual(HIGHLIGHTED_CHARS)
    expect(marked(body.results[0]!)).toBeGreaterThan(0)
    expect(marked(body.results.at(-1)!)).toBe(0)
  }, 60_000)

  it('reads long values without holding the server', async () => {
    const query = (salt: number) => ({ facetQuery: `zq${salt}` })
    let salt = 0
    await expectSharedLoop(t, () =>
      postAsShopper(t, '/1/indexes/products/facets/tag/query', query(salt++)),
    )
  }, 60_000)
})
