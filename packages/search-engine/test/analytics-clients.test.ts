import { rm } from 'node:fs/promises'
import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsOf } from '../src/server/routes/analytics-scope'
import { expectValidResponse } from './openapi'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

const INDEX = 'shop'
const SUGGESTIONS = 'shop_query_suggestions'
let server: TestServer
let dataDir: string

const records = [
  ...Array.from({ length: 8 }, (_, i) => ({
    objectID: `j${i}`,
    name: `${['Red', 'Blue', 'Green', 'Black'][i % 4]} jacket`,
    brand: i < 5 ? 'Acme' : 'Borealis',
    category: 'Coats',
  })),
  ...Array.from({ length: 3 }, (_, i) => ({
    objectID: `c${i}`,
    name: `Wool coat ${i}`,
    brand: 'Acme',
    category: 'Coats',
  })),
  ...Array.from({ length: 6 }, (_, i) => ({
    objectID: `s${i}`,
    name: `Running shoes ${i}`,
    brand: 'Corvid',
    category: 'Shoes',
  })),
]

function clients(s: TestServer) {
  const options = { hosts: s.hosts, timeouts: { connect: 10_000, read: 30_000, write: 30_000 } }
  const admin = algoliasearch(TEST_KEYS.appId, TEST_KEYS.adminKey)
  return {
    analytics: admin.initAnalytics({ options }),
    searchOnlyAnalytics: algoliasearch(TEST_KEYS.appId, TEST_KEYS.searchKey).initAnalytics({
      options,
    }),
    suggestions: admin.initQuerySuggestions({ region: 'us', options }),
  }
}

async function flushAnalytics(s: TestServer): Promise<void> {
  await analyticsOf(s.server.app.scope)!.flush()
}

beforeAll(async () => {
  server = await startTestServer({ keepDataDir: true })
  dataDir = server.dataDir
  const admin = server.admin()
  await admin.setSettings({
    indexName: INDEX,
    indexSettings: { attributesForFaceting: ['brand', 'category'], searchableAttributes: ['name'] },
  })
  await admin.saveObjects({ indexName: INDEX, objects: records, waitForTasks: true })

  const lite = server.lite()
  const search = (query: string, extra: Record<string, unknown> = {}) =>
    lite.search({ requests: [{ indexName: INDEX, query, ...extra }] })
  // Three tracked "jacket" searches by different shoppers, one of them filtered and tagged.
  for (const userToken of ['u1', 'u2']) {
    await search('jacket', { clickAnalytics: true, userToken, analyticsTags: ['search-page'] })
  }
  await search('Jacket ', {
    clickAnalytics: true,
    userToken: 'u3',
    facetFilters: [['brand:Acme']],
    analyticsTags: ['category-page'],
  })
  // One shopper types "jacket" letter by letter in the autocomplete: counted once, as "jacket".
  for (const query of ['ja', 'jac', 'jack', 'jacket']) {
    await search(query, { userToken: 'typist', analyticsTags: ['autocomplete'] })
  }
  await search('coat')
  await search('zzz nothing')
  await search('zzz nothing', { facetFilters: [['brand:Acme']] })
  // The InstantSearch helper's facet queries opt out: never counted.
  await search('jacket', { analytics: false, hitsPerPage: 0 })
  await flushAnalytics(server)
}, 60_000)

afterAll(async () => {
  await server.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('search analytics through the official analytics client', () => {
  it('joins clicks and conversions by queryID and reports top searches with CTR', async () => {
    const { results } = await server.lite().search({
      requests: [{ indexName: INDEX, query: 'jacket', clickAnalytics: true, userToken: 'u4' }],
    })
    const queryID = (results[0] as { queryID?: string }).queryID!
    expect(queryID).toMatch(/^[0-9a-f]{32}$/)
    const events = [
      {
        eventType: 'click',
        eventName: 'Hit Clicked',
        index: INDEX,
        userToken: 'u4',
        queryID,
        objectIDs: ['j2'],
        positions: [3],
      },
      {
        eventType: 'conversion',
        eventName: 'Added To Cart',
        index: INDEX,
        userToken: 'u4',
        queryID,
        objectIDs: ['j2'],
      },
    ]
    const sent = await server.request('/1/events', {
      method: 'POST',
      key: TEST_KEYS.searchKey,
      body: JSON.stringify({ events }),
    })
    expect(sent.status).toBe(200)
    await flushAnalytics(server)

    const { analytics } = clients(server)
    const top = expectValidResponse(
      'getTopSearches',
      await analytics.getTopSearches({ index: INDEX, clickAnalytics: true }),
      { spec: 'analytics' },
    )
    const jacket = top.searches.find((s) => s.search === 'jacket') as Record<string, unknown>
    expect(jacket).toMatchObject({
      count: 5,
      nbHits: 7, // average: one of the five was filtered to the 5 Acme jackets
      trackedSearchCount: 4,
      clickCount: 1,
      conversionCount: 1,
      clickThroughRate: 0.25,
      conversionRate: 0.25,
      averageClickPosition: 3,
    })
    expect(top.searches[0]!.search).toBe('jacket')
    expect(top.searches.map((s) => s.search)).not.toContain('ja')

    const plain = expectValidResponse(
      'getTopSearches',
      await analytics.getTopSearches({ index: INDEX, limit: 1, offset: 1 }),
      { spec: 'analytics' },
    )
    expect(plain.searches).toEqual([{ search: 'zzz nothing', count: 2, nbHits: 0 }])
  })

  it('reports searches without results, without clicks, counts, rates and users', async () => {
    const { analytics } = clients(server)
    const noResults = expectValidResponse(
      'getSearchesNoResults',
      await analytics.getSearchesNoResults({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(noResults.searches).toEqual([{ search: 'zzz nothing', count: 2, withFilterCount: 1 }])

    const noClicks = expectValidResponse(
      'getSearchesNoClicks',
      await analytics.getSearchesNoClicks({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(noClicks.searches).toEqual([{ search: 'jacket', count: 3, nbHits: 7 }])

    const count = expectValidResponse(
      'getSearchesCount',
      await analytics.getSearchesCount({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(count.count).toBe(8)
    expect(count.dates).toHaveLength(8)
    expect(count.dates.at(-1)!.count).toBe(8)

    const ctr = expectValidResponse(
      'getClickThroughRate',
      await analytics.getClickThroughRate({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(ctr).toMatchObject({ rate: 0.25, clickCount: 1, trackedSearchCount: 4 })
    const cr = expectValidResponse(
      'getConversionRate',
      await analytics.getConversionRate({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(cr).toMatchObject({ rate: 0.25, conversionCount: 1 })
    const noResultRate = expectValidResponse(
      'getNoResultsRate',
      await analytics.getNoResultsRate({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(noResultRate).toMatchObject({ rate: 0.25, count: 8, noResultCount: 2 })
    const users = expectValidResponse(
      'getUsersCount',
      await analytics.getUsersCount({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(users.count).toBe(5)
    const positions = expectValidResponse(
      'getClickPositions',
      await analytics.getClickPositions({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(positions.positions[2]).toEqual({ position: [3, 3], clickCount: 1 })
    const status = expectValidResponse('getStatus', await analytics.getStatus({ index: INDEX }), {
      spec: 'analytics',
    })
    expect(status.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('reports top hits and top filters, and segments by analytics tags', async () => {
    const { analytics } = clients(server)
    const hits = expectValidResponse(
      'getTopHits',
      await analytics.getTopHits({ index: INDEX, clickAnalytics: true, limit: 100 }),
      { spec: 'analytics' },
    )
    expect(hits.hits.find((h) => h.hit === 'j2')).toMatchObject({ clickCount: 1 })
    const attributes = expectValidResponse(
      'getTopFilterAttributes',
      await analytics.getTopFilterAttributes({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(attributes.attributes).toEqual([{ attribute: 'brand', count: 2 }])
    const values = expectValidResponse(
      'getTopFilterForAttribute',
      await analytics.getTopFilterForAttribute({ attribute: 'brand', index: INDEX }),
      { spec: 'analytics' },
    )
    expect(values.values).toEqual([{ attribute: 'brand', operator: ':', value: 'Acme', count: 2 }])

    const tagged = await analytics.getSearchesCount({ index: INDEX, tags: 'search-page' })
    expect(tagged.count).toBe(2)
    const either = await analytics.getSearchesCount({
      index: INDEX,
      tags: 'category-page OR autocomplete',
    })
    expect(either.count).toBe(2)
    const old = await analytics.getSearchesCount({
      index: INDEX,
      startDate: '2020-01-01',
      endDate: '2020-01-03',
    })
    expect(old).toEqual({
      count: 0,
      dates: ['2020-01-01', '2020-01-02', '2020-01-03'].map((date) => ({ date, count: 0 })),
    })
  })

  it('is admin-only and answers bad parameters with 4xx in Algolia shape', async () => {
    const { searchOnlyAnalytics } = clients(server)
    await expect(searchOnlyAnalytics.getTopSearches({ index: INDEX })).rejects.toMatchObject({
      status: 403,
    })
    for (const [path, message] of [
      ['/2/searches', /index/],
      [`/2/searches?index=${INDEX}&startDate=2024-02-30`, /startDate/],
      [`/2/searches?index=${INDEX}&limit=5000`, /limit/],
      [`/2/searches?index=${INDEX}&orderBy=clickThroughRate`, /clickAnalytics/],
      [`/2/hits?index=${INDEX}&search=jacket`, /search/],
    ] as const) {
      const res = await server.request(path)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { message: string; status: number }
      expect(body).toMatchObject({ status: 400, message: expect.stringMatching(message) })
    }
  })
})

describe('query suggestions through the official clients', () => {
  it('builds a suggestions index from the analytics, queried with the lite client', async () => {
    const { suggestions } = clients(server)
    const created = await suggestions.createConfig({
      indexName: SUGGESTIONS,
      sourceIndices: [
        {
          indexName: INDEX,
          facets: [{ attribute: 'category', amount: 1 }],
          minHits: 2,
          minLetters: 3,
        },
      ],
      exclude: ['coat'],
    })
    expectValidResponse('createConfig', created, { spec: 'query-suggestions' })
    await expect(
      suggestions.createConfig({ indexName: SUGGESTIONS, sourceIndices: [{ indexName: INDEX }] }),
    ).rejects.toMatchObject({ status: 422 })

    let status = await suggestions.getConfigStatus({ indexName: SUGGESTIONS })
    for (let i = 0; i < 100 && !status.lastSuccessfulBuiltAt; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      status = await suggestions.getConfigStatus({ indexName: SUGGESTIONS })
    }
    expectValidResponse('getConfigStatus', status, { spec: 'query-suggestions' })
    expect(status).toMatchObject({ indexName: SUGGESTIONS, isRunning: false })

    const config = expectValidResponse(
      'getConfig',
      await suggestions.getConfig({ indexName: SUGGESTIONS }),
      { spec: 'query-suggestions' },
    )
    expect(config).toMatchObject({ appID: TEST_KEYS.appId, languages: false, exclude: ['coat'] })
    expect(config.sourceIndices[0]).toMatchObject({ minHits: 2, minLetters: 3, replicas: false })
    expectValidResponse('getAllConfigs', await suggestions.getAllConfigs(), {
      spec: 'query-suggestions',
    })

    const { results } = await server.lite().search({
      requests: [{ indexName: SUGGESTIONS, query: 'jac' }],
    })
    const hits = (results[0] as { hits: Array<Record<string, unknown>> }).hits
    expect(hits[0]).toMatchObject({
      objectID: 'jacket',
      query: 'jacket',
      popularity: 5,
      nb_words: 1,
      [INDEX]: {
        exact_nb_hits: 8,
        facets: { exact_matches: { category: [{ value: 'Coats', count: 8 }] } },
      },
    })
    const all = await server.lite().search({ requests: [{ indexName: SUGGESTIONS, query: '' }] })
    const queries = (all.results[0] as { hits: Array<{ query: string }> }).hits.map((h) => h.query)
    // "coat" is excluded, "zzz nothing" finds nothing, "ja" was never a search of its own.
    expect(queries).toEqual(['jacket'])
    const logs = (await (await server.request(`/1/logs/${SUGGESTIONS}`)).json()) as Array<{
      message: string
    }>
    expect(logs.map((l) => l.message)).toContain(
      'skipping query "zzz nothing": not enough search results, got 0, expected 2',
    )
  })

  it('validates configurations and keeps writes to the admin key', async () => {
    const bad = await server.request('/1/configs', {
      method: 'POST',
      body: JSON.stringify({ indexName: 'x', sourceIndices: [] }),
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: expect.stringContaining('sourceIndices') })
    const denied = await server.request('/1/configs', { key: TEST_KEYS.searchKey })
    expect(denied.status).toBe(403)
    const missing = await server.request('/1/configs/nope')
    expect(missing.status).toBe(404)
  })
})

describe('durability', () => {
  it('keeps searches, joined clicks and configurations across a restart', async () => {
    await server.close()
    server = await startTestServer({ dataDir, keepDataDir: true })
    await analyticsOf(server.server.app.scope)!.ready
    const { analytics, suggestions } = clients(server)
    const top = await analytics.getTopSearches({ index: INDEX, clickAnalytics: true })
    expect(top.searches.find((s) => s.search === 'jacket')).toMatchObject({
      count: 5,
      clickCount: 1,
      conversionCount: 1,
    })
    expect((await analytics.getSearchesCount({ index: INDEX })).count).toBe(8)
    expect((await suggestions.getConfig({ indexName: SUGGESTIONS })).indexName).toBe(SUGGESTIONS)
    const { results } = await server.lite().search({
      requests: [{ indexName: SUGGESTIONS, query: 'jack' }],
    })
    expect((results[0] as { hits: Array<{ query: string }> }).hits[0]!.query).toBe('jacket')
  })
})
