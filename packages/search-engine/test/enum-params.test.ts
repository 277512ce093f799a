import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateSearchParams } from '../src/core/validate-params'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// Parameters that take one of a few words answer 400 naming the parameter for any other word.
// `sortFacetValuesBy` (only "count" and "alpha" are documented; the spec's schema says "string")
// took any string: "x" answered 200, sorted by count.

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex('shop', [{ objectID: '1', name: 'oak lamp', brand: 'Acme' }], {
    searchableAttributes: ['name'],
    attributesForFaceting: ['brand'],
  })
})
afterAll(() => t.close())

async function post(path: string, body: unknown, key = TEST_KEYS.searchKey) {
  const res = await t.request(path, { key, method: 'POST', body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const SORT_ERROR = 'Invalid value for sortFacetValuesBy: expected one of "count", "alpha"'

describe('sortFacetValuesBy', () => {
  it('answers 400 for a word other than count and alpha, through the official client', async () => {
    const search = t.searchOnly().searchSingleIndex({
      indexName: 'shop',
      searchParams: { query: 'lamp', facets: ['brand'], sortFacetValuesBy: 'x' },
    })
    await expect(search).rejects.toMatchObject({ status: 400, message: SORT_ERROR })
  })

  it.each([
    ['a search', '/1/indexes/shop/query', { sortFacetValuesBy: 'x' }],
    ['a params string', '/1/indexes/shop/query', { params: 'sortFacetValuesBy=x' }],
    [
      'a multi-query',
      '/1/indexes/*/queries',
      { requests: [{ indexName: 'shop', sortFacetValuesBy: 'Count' }] },
    ],
    ['a search for facet values', '/1/indexes/shop/facets/brand/query', { sortFacetValuesBy: '' }],
  ])('in %s', async (_name, path, body) => {
    const { status, body: answer } = await post(path, body)
    expect(status).toBe(400)
    expect(answer.message).toMatch(SORT_ERROR)
  })

  it.each(['queryParameters', 'fallbackParameters'])('in Recommend %s', async (field) => {
    const { status, body } = await post('/1/indexes/*/recommendations', {
      requests: [
        {
          indexName: 'shop',
          model: 'trending-items',
          threshold: 0,
          maxRecommendations: 3,
          [field]: { sortFacetValuesBy: 'x' },
        },
      ],
    })
    expect(status).toBe(400)
    expect(body.message).toBe(`requests[0].${field}: ${SORT_ERROR}`)
  })

  it('in settings', async () => {
    const res = await t.request('/1/indexes/shop/settings', {
      method: 'PUT',
      body: JSON.stringify({ sortFacetValuesBy: 'x' }),
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch('sortFacetValuesBy')
  })

  it('count and alpha apply', async () => {
    for (const sortFacetValuesBy of ['count', 'alpha']) {
      const { status } = await post('/1/indexes/shop/query', {
        facets: ['brand'],
        sortFacetValuesBy,
      })
      expect(status).toBe(200)
    }
  })
})

describe('the other parameters taking a word', () => {
  it.each([
    ['queryType', 'prefixSome'],
    ['removeWordsIfNoResults', 'someWords'],
    ['exactOnSingleWordQuery', 'sentence'],
    ['alternativesAsExact', ['ignorePlurals', 'x']],
    ['advancedSyntaxFeatures', ['exactPhrase', 'x']],
    ['typoTolerance', 'lenient'],
    ['mode', 'x'],
  ])('%s answers 400 naming it', async (name, value) => {
    const { status, body } = await post('/1/indexes/shop/query', { [name]: value })
    expect(status).toBe(400)
    expect(body.message).toMatch(`Invalid value for ${name}`)
  })

  // The engine's own checks (its library API, rules' and Recommend's parameters) agree.
  it.each([
    ['sortFacetValuesBy', 'x'],
    ['queryType', 'x'],
    ['removeWordsIfNoResults', 'x'],
    ['exactOnSingleWordQuery', 'x'],
    ['alternativesAsExact', ['x']],
    ['advancedSyntaxFeatures', ['x']],
    ['typoTolerance', 'x'],
  ])('the engine refuses %s', (name, value) => {
    expect(() => validateSearchParams({ [name]: value })).toThrow(
      `Invalid search parameter ${name}`,
    )
  })
})
