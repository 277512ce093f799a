import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { expectValidResponse, expectValidSchema } from './openapi'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ count: 200 })
}, 60_000)

interface HitsResult {
  hits: Array<Record<string, unknown>>
  nbHits: number
  hitsPerPage: number
  facets?: Record<string, Record<string, number>>
  index: string
  query: string
}

async function multi(body: unknown, headers: Record<string, string> = {}) {
  const response = await t.call('/1/indexes/*/queries?x-algolia-agent=test', { body, headers })
  return {
    status: response.status,
    json: (await response.json()) as { results: HitsResult[]; message?: string },
  }
}

describe('multi-query encodings', () => {
  const flat = {
    indexName: 'products',
    query: 'shoe',
    facets: ['brand', 'colors'],
    facetFilters: [['colors:Blue', 'colors:Red']],
    numericFilters: ['price>=10'],
    hitsPerPage: 4,
  }

  it('gives the same answer for the v5 flat form, the params object and the v4 params string', async () => {
    const v5 = await multi({ requests: [flat] })
    const { indexName, ...params } = flat
    const object = await multi({ requests: [{ indexName, params }] })
    const encoded = Object.entries(params)
      .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
      .join('&')
    const v4 = await multi(
      { requests: [{ indexName, params: encoded }] },
      { 'content-type': 'application/x-www-form-urlencoded' },
    )
    for (const answer of [v5, object, v4]) {
      expect(answer.status).toBe(200)
      expectValidResponse('search', answer.json)
      expectValidSchema('searchResponse', answer.json.results[0])
    }
    const strip = (r: HitsResult) => ({ ...r, processingTimeMS: 0, params: '', serverTimeMS: 0 })
    expect(strip(object.json.results[0]!)).toEqual(strip(v5.json.results[0]!))
    expect(strip(v4.json.results[0]!)).toEqual(strip(v5.json.results[0]!))
    expect(v5.json.results[0]!.nbHits).toBeGreaterThan(0)
    for (const hit of v5.json.results[0]!.hits) {
      expect(hit.colors).toEqual(expect.arrayContaining([expect.stringMatching(/^(Blue|Red)$/)]))
      expect(hit.price as number).toBeGreaterThanOrEqual(10)
    }
  })

  it('decodes v4 strings: comma lists, booleans as 1/0, numbers, + as space', async () => {
    const params =
      'query=derby+shoes&hitsPerPage=2&attributesToRetrieve=name,brand&clickAnalytics=1&getRankingInfo=0'
    const { status, json } = await multi({ requests: [{ indexName: 'products', params }] })
    expect(status).toBe(200)
    const result = json.results[0]! as HitsResult & { queryID?: string }
    expect(result.query).toBe('derby shoes')
    expect(result.hitsPerPage).toBe(2)
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/)
    for (const hit of result.hits) {
      expect(
        Object.keys(hit)
          .filter((k) => !k.startsWith('_'))
          .sort(),
      ).toEqual(['brand', 'name', 'objectID'])
    }
  })

  it('lets top-level keys win over the params string', async () => {
    const { json } = await multi({
      requests: [{ indexName: 'products', params: 'hitsPerPage=7&query=shoe', hitsPerPage: 3 }],
    })
    expect(json.results[0]!.hitsPerPage).toBe(3)
    expect(json.results[0]!.query).toBe('shoe')
  })

  it('accepts facets as a plain string and hitsPerPage 0 (InstantSearch disjunctive query)', async () => {
    const { status, json } = await multi({
      requests: [
        {
          indexName: 'products',
          query: '',
          facets: 'brand',
          hitsPerPage: 0,
          page: 0,
          analytics: false,
          clickAnalytics: false,
        },
      ],
    })
    expect(status).toBe(200)
    expect(json.results[0]!.hits).toEqual([])
    expect(Object.keys(json.results[0]!.facets ?? {})).toEqual(['brand'])
  })

  it('answers type "facet" entries with facet hits, in request order', async () => {
    const { json } = await multi({
      requests: [
        {
          indexName: 'products',
          type: 'facet',
          facet: 'colors',
          facetQuery: 'bl',
          maxFacetHits: 3,
        },
        { indexName: 'products', query: '' },
      ],
    })
    const [facet, hits] = json.results as unknown as [
      { facetHits: Array<{ value: string }> },
      HitsResult,
    ]
    expectValidSchema('searchForFacetValuesResponse', facet)
    expect(facet.facetHits.map((h) => h.value)).toContain('Blue')
    expect(hits.hits.length).toBeGreaterThan(0)
  })

  it('honours stopIfEnoughMatches with one result per request', async () => {
    const { json } = await multi({
      strategy: 'stopIfEnoughMatches',
      requests: [
        { indexName: 'products', query: '', hitsPerPage: 5 },
        { indexName: 'products', query: 'shoe', hitsPerPage: 5 },
      ],
    })
    expect(json.results).toHaveLength(2)
    expect(json.results[0]!.nbHits).toBeGreaterThan(5)
    expect(json.results[1]!.nbHits).toBe(0)
    expectValidSchema('searchResponse', json.results[1])
  })

  it('parses the body as JSON whatever the content type', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain;charset=UTF-8',
    ]) {
      const { status } = await multi(
        { requests: [{ indexName: 'products' }] },
        { 'content-type': type },
      )
      expect(status).toBe(200)
    }
  })

  it('accepts a gzip-encoded body', async () => {
    const body = gzipSync(JSON.stringify({ requests: [{ indexName: 'products', query: 'shoe' }] }))
    const response = await t.call('/1/indexes/*/queries', {
      body: new Uint8Array(body),
      headers: { 'content-encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
  })

  it('caps the number of queries per request', async () => {
    const requests = Array.from({ length: 51 }, () => ({ indexName: 'products' }))
    const { status, json } = await multi({ requests })
    expect(status).toBe(400)
    expect(json.message).toMatch(/Too many queries: 51/)
  })

  it('rejects unknown parameters and wrong types with a 400 naming them', async () => {
    const unknown = await multi({ requests: [{ indexName: 'products', hitsPerPag: 3 }] })
    expect(unknown).toMatchObject({
      status: 400,
      json: { message: 'requests[0]: Unknown parameter: hitsPerPag' },
    })
    const wrong = await multi({ requests: [{ indexName: 'products', hitsPerPage: 'many' }] })
    expect(wrong.status).toBe(400)
    expect(wrong.json.message).toMatch(/hitsPerPage/)
    const missing = await multi({ requests: [{ query: 'a' }] })
    expect(missing).toMatchObject({
      status: 400,
      json: { message: 'requests[0]: missing indexName' },
    })
  })

  it('answers 404 for any unknown index in the call', async () => {
    const { status, json } = await multi({
      requests: [{ indexName: 'products' }, { indexName: 'ghost' }],
    })
    expect(status).toBe(404)
    expect(json).toEqual({ message: 'Index ghost does not exist', status: 404 })
  })
})

describe('other read routes', () => {
  it('searches a single index with a params string', async () => {
    const response = await t.call('/1/indexes/products/query', {
      body: { params: 'query=shoe&hitsPerPage=1&facets=%5B%22brand%22%5D' },
    })
    const body = expectValidResponse('searchSingleIndex', await response.json())
    expect(body).toMatchObject({ hitsPerPage: 1, index: 'products' })
    expect(body.facets).toHaveProperty('brand')
  })

  it('searches facet values with v4 flat keys', async () => {
    const response = await t.call('/1/indexes/products/facets/brand/query', {
      body: { facetQuery: '', maxFacetHits: 2, filters: 'onSale:true' },
    })
    expect(response.status).toBe(200)
    const body = expectValidResponse('searchForFacetValues', await response.json())
    expect(body.facetHits.length).toBeLessThanOrEqual(2)
  })

  // Number() read maxFacetHits from a params string: "0x5" and "0b11" were taken for 5 and 3.
  it.each(['0x5', '0b11', '1_0', 'five'])(
    'refuses maxFacetHits=%s in a params string, as any other integer',
    async (value) => {
      const response = await t.call('/1/indexes/products/facets/brand/query', {
        body: { params: `facetQuery=&maxFacetHits=${value}` },
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        message: expect.stringContaining('maxFacetHits'),
        status: 400,
      })
    },
  )

  it('decodes an objectID with an encoded slash as one path segment', async () => {
    await t.call('/1/indexes/odd/a%2Fb', { method: 'PUT', body: { title: 'slash' } })
    const response = await t.call('/1/indexes/odd/a%2Fb')
    expect(await response.json()).toEqual({ objectID: 'a/b', title: 'slash' })
    const settings = await t.call('/1/indexes/odd/settings')
    expect(settings.status).toBe(200)
    expect(await settings.json()).not.toHaveProperty('objectID')
  })

  it('reads getObject attributes as a comma list or a JSON array', async () => {
    for (const query of ['name,brand', encodeURIComponent('["name","brand"]')]) {
      const response = await t.call(`/1/indexes/products/p00003?attributesToRetrieve=${query}`)
      expect(Object.keys(await response.json()).sort()).toEqual(['brand', 'name', 'objectID'])
    }
  })

  it('browses with GET query parameters', async () => {
    const response = await t.call('/1/indexes/products/browse?hitsPerPage=3&filters=onSale%3Atrue')
    const body = expectValidResponse('browse', await response.json())
    expect(body.hits).toHaveLength(3)
  })
})
