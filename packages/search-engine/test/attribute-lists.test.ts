import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  searchKeyAnswer,
  startServerWithIndex,
  TEST_KEYS,
  type TestServer,
} from './support/test-server'

// Every hit looks up every attribute a search lists: 50,000 names with 1,000 hits held a core
// for 22 s (attributesToHighlight) to 74 s (attributesToSnippet, one name repeated). Lists are
// read once per search, each name once, and hold at most 1,000 names.

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex(
    'shop',
    [{ objectID: '1', name: 'oak lamp', brand: 'Acme', '-cost': 7, size: { w: 3 } }],
    { searchableAttributes: ['name'], unretrievableAttributes: ['-cost'] },
  )
})
afterAll(() => t.close())

const search = (params: Record<string, unknown>) =>
  searchKeyAnswer<Record<string, unknown>>(t, '/1/indexes/shop/query', { query: 'lamp', ...params })

describe('attribute lists in a search', () => {
  it.each([
    'attributesToRetrieve',
    'attributesToHighlight',
    'attributesToSnippet',
    'restrictSearchableAttributes',
    'disableTypoToleranceOnAttributes',
    'disableExactOnAttributes',
    'responseFields',
    'facets',
  ])('%s holds at most 1,000 names', async (name) => {
    const names = Array.from({ length: 1001 }, (_, i) => `a${i}`)
    const { status, body } = await search({ [name]: names })
    expect(status).toBe(400)
    expect(body.message).toBe(`Invalid search parameter ${name}: at most 1000 attribute names`)
    expect((await search({ [name]: names.slice(0, 1000) })).status).toBe(200)
  })

  it('a name listed many times counts once', async () => {
    const once = await search({ attributesToHighlight: ['name'], attributesToSnippet: ['name:1'] })
    const many = await search({
      attributesToHighlight: Array(1000).fill('name'),
      attributesToSnippet: Array(1000).fill('name:1'),
    })
    expect(many.body.hits).toEqual(once.body.hits)
  })

  it('retrieves, excludes and hides as before', async () => {
    const { body } = await search({
      attributesToRetrieve: ['name', 'size.w', 'size.w', '-brand', '-cost', '*'],
      attributesToHighlight: [],
    })
    const [hit] = body.hits as Array<Record<string, unknown>>
    expect(hit).toEqual({ objectID: '1', name: 'oak lamp', size: { w: 3 } })
    const only = await search({
      attributesToRetrieve: ['size.w', 'size.w'],
      attributesToHighlight: [],
    })
    expect((only.body.hits as unknown[])[0]).toEqual({ objectID: '1', size: { w: 3 } })
  })
})

describe('attribute lists in a recommendations request', () => {
  async function recommend(field: string, params: Record<string, unknown>) {
    const res = await t.request('/1/indexes/*/recommendations', {
      key: TEST_KEYS.searchKey,
      method: 'POST',
      body: JSON.stringify({
        requests: [
          {
            indexName: 'shop',
            model: 'trending-items',
            threshold: 0,
            maxRecommendations: 5,
            [field]: params,
            ...(field === 'queryParameters' && { fallbackParameters: { query: 'lamp' } }),
          },
        ],
      }),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  // The recommender reads queryParameters' lists itself, for every hit: 150,000 names (1,000
  // distinct) in attributesToHighlight took 160-240 ms for 30 hits, with no cap.
  it.each(
    ['queryParameters', 'fallbackParameters'].flatMap((field) =>
      [
        'attributesToRetrieve',
        'attributesToHighlight',
        'attributesToSnippet',
        'restrictSearchableAttributes',
        'responseFields',
        'facets',
      ].map((name) => [field, name]),
    ),
  )('%s.%s holds at most 1,000 names', async (field, name) => {
    const names = Array.from({ length: 1001 }, (_, i) => `a${i}`)
    const { status, body } = await recommend(field, { [name]: names })
    expect(status).toBe(400)
    expect(body.message).toBe(
      `requests[0].${field}: Invalid search parameter ${name}: at most 1000 attribute names`,
    )
    const atCap = await recommend(field, { [name]: names.slice(0, 1000) })
    expect(atCap.status).toBe(200)
  })
  it('a fallback whose responseFields leave out hits still fills the list (it answered 500)', async () => {
    const { status, body } = await recommend('fallbackParameters', {
      query: 'lamp',
      responseFields: ['nbHits'],
    })
    expect(status).toBe(200)
    expect((body.results as Array<{ hits: unknown[] }>)[0]!.hits).toHaveLength(1)
  })
})
