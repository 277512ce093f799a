import { recommendClient } from '@algolia/recommend'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HIGHLIGHTED_CHARS } from '../src/core/highlight-budget'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// The highlight budget (HIGHLIGHTED_CHARS) held per search, so one request of many searches
// multiplied it: a multi-query of 50 queries of 20 hits with 120-character tags answered ~49 MB
// of highlights. Recommend hits were not bounded at all: every hit carries a `matchLevel: "none"`
// copy of its attributes, ~45 characters for each number of a record, so 10 requests of 30
// related products stored as 10 kB of small numbers answered ~77 MB (50 requests: 384 MB and
// 1.5 GB of server memory). Both now share one budget per HTTP request.
let t: TestServer
const TAG = 'x'.repeat(120)
const QUERIES = 50
const HITS = 20

const letters = (i: number) => ({ objectID: `a${i}`, body: 'a '.repeat(200) })
const numbers = (i: number) => ({
  objectID: `n${i}`,
  name: `shirt ${i}`,
  productType: 'shirt',
  sizes: Array.from({ length: 4800 }, () => 1),
})

async function fill(
  indexName: string,
  objects: Array<Record<string, unknown>>,
  searchableAttributes?: string[],
) {
  const client = t.admin()
  if (searchableAttributes)
    await client.setSettings({ indexName, indexSettings: { searchableAttributes } })
  const [saved] = await client.saveObjects({ indexName, objects: objects as never })
  if (saved) await client.waitForTask({ indexName, taskID: saved.taskID })
}

beforeAll(async () => {
  t = await startTestServer()
  await fill(
    'letters',
    Array.from({ length: 100 }, (_, i) => letters(i)),
    ['body'],
  )
  // No searchableAttributes: a recommendation's highlight tree covers every attribute.
  await fill(
    'numbers',
    Array.from({ length: 200 }, (_, i) => numbers(i)),
  )
}, 120_000)
afterAll(() => t?.close())

type Hit = { _highlightResult?: unknown; _snippetResult?: unknown }

const markedChars = (hits: Hit[]) =>
  hits.reduce(
    (sum, hit) =>
      sum +
      (hit._highlightResult === undefined ? 0 : JSON.stringify(hit._highlightResult).length) +
      (hit._snippetResult === undefined ? 0 : JSON.stringify(hit._snippetResult).length),
    0,
  )

const tagged = {
  indexName: 'letters',
  query: 'a',
  hitsPerPage: HITS,
  highlightPreTag: `<${TAG}>`,
  highlightPostTag: `</${TAG}>`,
}

async function post(path: string, body: unknown) {
  const res = await t.request(path, {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { results: Array<{ hits: Hit[] }> } }
}

describe('one highlight budget per HTTP request', () => {
  it('holds for all the queries of a multi-query', async () => {
    const { status, body } = await post('/1/indexes/*/queries', {
      requests: Array.from({ length: QUERIES }, () => tagged),
    })
    expect(status).toBe(200)
    expect(body.results).toHaveLength(QUERIES)
    const all = body.results.flatMap((result) => result.hits)
    expect(all).toHaveLength(QUERIES * HITS)
    expect(markedChars(all)).toBeLessThanOrEqual(HIGHLIGHTED_CHARS)
    // The first hits are highlighted, with the tags asked for; later ones carry none.
    expect(JSON.stringify(all[0]!._highlightResult)).toContain(`</${TAG}>`)
    expect(all.at(-1)!._highlightResult).toBeUndefined()
  }, 60_000)

  it('keeps no answer cut by an earlier query of the request', async () => {
    const { body } = await post('/1/indexes/*/queries', { requests: [tagged, tagged, tagged] })
    const [, , third] = body.results
    expect(third!.hits.some((hit) => hit._highlightResult === undefined)).toBe(true)
    // The same search alone is highlighted in full, from the cache or not.
    for (let i = 0; i < 2; i++) {
      const alone = await post('/1/indexes/*/queries', { requests: [tagged] })
      const hits = alone.body.results[0]!.hits
      expect(hits.every((hit) => hit._highlightResult !== undefined)).toBe(true)
    }
  }, 60_000)

  it('bounds the highlight trees of a recommendations call', async () => {
    const client = recommendClient(TEST_KEYS.appId, TEST_KEYS.searchKey, { hosts: t.hosts })
    const request = {
      indexName: 'numbers',
      model: 'related-products' as const,
      objectID: 'n0',
      threshold: 0,
      maxRecommendations: 30,
    }
    // The models index new records in the background.
    for (let i = 0; i < 100; i++) {
      const { results } = await client.getRecommendations({ requests: [request] })
      if (results[0]!.hits.length >= 25) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const requests = Array.from({ length: 10 }, () => request)
    const fallback = { ...request, model: 'trending-items' as const, fallbackParameters: {} }
    const { results } = await client.getRecommendations({ requests: [...requests, fallback] })
    const hits = results.flatMap((result) => result.hits as Hit[])
    expect(hits.length).toBeGreaterThanOrEqual(11 * 25)
    expect(markedChars(hits)).toBeLessThanOrEqual(HIGHLIGHTED_CHARS)
    expect(hits[0]!._highlightResult).toMatchObject({
      name: { value: 'shirt 1', matchLevel: 'none', matchedWords: [] },
    })
    expect(hits.at(-1)!._highlightResult).toBeUndefined()
  }, 60_000)

  it('leaves a small recommendations call as it was', async () => {
    const client = recommendClient(TEST_KEYS.appId, TEST_KEYS.searchKey, { hosts: t.hosts })
    const { results } = await client.getRecommendations({
      requests: [
        {
          indexName: 'numbers',
          model: 'related-products',
          objectID: 'n0',
          threshold: 0,
          maxRecommendations: 3,
          queryParameters: { attributesToHighlight: ['name'] },
        },
      ],
    })
    const hits = results[0]!.hits as Array<Hit & { objectID: string }>
    expect(hits).toHaveLength(3)
    for (const hit of hits) {
      expect(hit._highlightResult).toEqual({
        name: { value: `shirt ${hit.objectID.slice(1)}`, matchLevel: 'none', matchedWords: [] },
      })
    }
  })
})
