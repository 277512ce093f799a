import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FACET_CHARS } from '../src/core/facet-budget'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Facet values had no size budget: each is as long as a record allows, and a request asks for up
// to 10,000 of them (facets × maxValuesPerFacet, summed over its queries). 10 queries of
// `facets: ['*']` and `maxValuesPerFacet: 1000` over records holding an 8 kB facet value
// answered 82 MB to the search key. The facets of one HTTP request now share FACET_CHARS, as
// highlights share HIGHLIGHTED_CHARS; a storefront's facets are far below it and unchanged.
let t: TestServer
const RECORDS = 1000
const LONG = 'x'.repeat(8000)

type Result = {
  facets?: Record<string, Record<string, number>>
  facets_stats?: unknown
  exhaustive: { facetValues?: boolean }
}

async function fill(indexName: string, objects: object[], attributesForFaceting: string[]) {
  const client = t.admin()
  await client.setSettings({ indexName, indexSettings: { attributesForFaceting } })
  const saved = await client.saveObjects({ indexName, objects: objects as never, batchSize: 500 })
  for (const { taskID } of saved) await client.waitForTask({ indexName, taskID })
}

beforeAll(async () => {
  t = await startTestServer()
  await fill(
    'long',
    Array.from({ length: RECORDS }, (_, i) => ({ objectID: `l${i}`, tag: `${i} ${LONG}` })),
    ['searchable(tag)'],
  )
  const brands = ['Acme', 'Lumen & Co', 'Nordwind', 'Ōkami']
  const colors = ['red', 'blue', 'green']
  await fill(
    'shop',
    Array.from({ length: 60 }, (_, i) => ({
      objectID: `s${i}`,
      name: `shirt ${i}`,
      brand: brands[i % brands.length],
      color: colors[i % colors.length],
      price: 10 + i,
    })),
    ['searchable(brand)', 'color', 'price'],
  )
}, 120_000)
afterAll(() => t?.close())

async function queries(requests: object[]) {
  const res = await t.request('/1/indexes/*/queries', {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify({ requests }),
  })
  const text = await res.text()
  return {
    status: res.status,
    chars: text.length,
    results: (JSON.parse(text) as { results: Result[] }).results,
  }
}

const facetChars = (results: Result[]) =>
  results.reduce((sum, r) => sum + (r.facets ? JSON.stringify(r.facets).length : 0), 0)
const valueCount = (r: Result) => Object.keys(r.facets?.tag ?? {}).length

const everything = { indexName: 'long', facets: ['*'], maxValuesPerFacet: 1000, hitsPerPage: 0 }

describe('one facet value budget per HTTP request', () => {
  it('holds for all the queries of a multi-query', async () => {
    const { status, chars, results } = await queries(Array.from({ length: 10 }, () => everything))
    expect(status).toBe(200)
    expect(results).toHaveLength(10)
    // 80 MB of facet values on the old code.
    expect(facetChars(results)).toBeLessThanOrEqual(FACET_CHARS + 10 * 20)
    expect(chars).toBeLessThan(FACET_CHARS + 20_000)
    // The first values fit, most counted first (all count 1: alphabetical), whole.
    const first = results[0]!.facets!.tag!
    expect(Object.keys(first).length).toBeGreaterThan(100)
    expect(Object.keys(first)[0]).toBe(`0 ${LONG}`)
    expect(Object.values(first).every((count) => count === 1)).toBe(true)
    // Values past the budget are left out, and the answers say not all were retrieved.
    expect(results[0]!.exhaustive.facetValues).toBe(false)
    expect(results.at(-1)!.facets).toEqual({ tag: {} })
    expect(results.at(-1)!.exhaustive.facetValues).toBe(false)
  }, 60_000)

  it('holds for a single search', async () => {
    const client = t.searchOnly()
    const result = (await client.searchSingleIndex({
      indexName: 'long',
      searchParams: { facets: ['tag'], maxValuesPerFacet: 1000, hitsPerPage: 0 },
    })) as unknown as Result
    expect(JSON.stringify(result.facets).length).toBeLessThanOrEqual(FACET_CHARS)
    expect(valueCount(result)).toBeGreaterThan(100)
    expect(valueCount(result)).toBeLessThan(RECORDS)
    expect(result.exhaustive.facetValues).toBe(false)
  }, 60_000)

  it('holds for the facet hits of a multi-query', async () => {
    // 10 searches for facet values of 100 hits (1,000 hits, the most a request asks for), each
    // value sent as `value` and `highlighted`: 16 MB on the old code (1,000 times the longest
    // value two times, past V8's longest string once VITRINE_MAX_RECORD_BYTES is raised).
    const entry = {
      indexName: 'long',
      type: 'facet',
      facet: 'tag',
      facetQuery: '',
      maxFacetHits: 100,
    }
    const { status, chars, results } = await queries(Array.from({ length: 10 }, () => entry))
    expect(status).toBe(200)
    expect(chars).toBeLessThan(FACET_CHARS + 10_000)
    const hits = results.map((r) => (r as unknown as { facetHits: unknown[] }).facetHits)
    expect(hits[0]!.length).toBeGreaterThan(50)
    expect(hits[0]!.length).toBeLessThan(100)
    expect(hits[0]![0]).toEqual({ value: `0 ${LONG}`, highlighted: `0 ${LONG}`, count: 1 })
    expect(hits.at(-1)).toEqual([])
  }, 60_000)

  it('charges only the facets an answer sends', async () => {
    const hundred = { ...everything, maxValuesPerFacet: 100 }
    const unsent = { ...everything, responseFields: ['nbHits'] }
    const { results } = await queries([unsent, unsent, hundred])
    expect(results[0]!.facets).toBeUndefined()
    expect(valueCount(results[2]!)).toBe(100)
  }, 60_000)

  it('keeps no answer cut by an earlier query of the request', async () => {
    const hundred = { ...everything, maxValuesPerFacet: 100 }
    const [, second] = (await queries([hundred, hundred])).results
    expect(valueCount(second!)).toBeLessThan(100)
    // The same search alone has its 100 values, from the cache or not.
    for (let i = 0; i < 2; i++) {
      const [alone] = (await queries([hundred])).results
      expect(valueCount(alone!)).toBe(100)
      expect(alone!.exhaustive.facetValues).toBeUndefined()
    }
  }, 60_000)

  it('leaves a storefront multi-query as it was', async () => {
    // What InstantSearch sends for a refined disjunctive facet: the hits query, then one query
    // per refined facet without its own refinement.
    const hits = {
      indexName: 'shop',
      query: 'shirt',
      facets: ['brand', 'color', 'price'],
      facetFilters: [['brand:Acme']],
      maxValuesPerFacet: 10,
      hitsPerPage: 20,
    }
    const disjunctive = { indexName: 'shop', query: 'shirt', facets: ['brand'], hitsPerPage: 0 }
    const { results } = await queries([hits, disjunctive])
    expect(results[0]!.facets).toEqual({
      brand: { Acme: 15 },
      color: { blue: 5, green: 5, red: 5 },
      price: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(10 + i * 4), 1])),
    })
    expect(results[0]!.facets_stats).toEqual({ price: { min: 10, max: 66, avg: 38, sum: 570 } })
    expect(results[1]!.facets).toEqual({
      brand: { Acme: 15, 'Lumen & Co': 15, Nordwind: 15, Ōkami: 15 },
    })
    for (const result of results) expect(result.exhaustive.facetValues).toBeUndefined()
    // The lite client InstantSearch uses reads the same.
    const lite = await t.lite().search({ requests: [disjunctive] })
    expect((lite.results[0] as unknown as Result).facets).toEqual(results[1]!.facets)
  }, 60_000)
})
