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

/** Sends insights events with the search key, as a browser does, and waits for analytics. */
async function sendEvents(s: TestServer, events: unknown[]): Promise<void> {
  const sent = await s.request('/1/events', {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify({ events }),
  })
  expect(sent.status).toBe(200)
  await flushAnalytics(s)
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
    await sendEvents(server, events)

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

describe('revenue stays a number whatever prices events carry', () => {
  // One purchase of 1e9 objects at 1e308 (the search key's to send) made the revenue Infinity,
  // written null: every later revenue report of the currency answered `revenue: null`.
  const WHALES = 'shop_whales'

  it('an event past 1e15 brings no revenue; the others still count', async () => {
    await server.admin().saveObjects({
      indexName: WHALES,
      objects: [{ objectID: 'w1', name: 'Gold watch' }],
      waitForTasks: true,
    })
    const searchedBy = async (userToken: string) => {
      const { results } = await server.lite().search({
        requests: [{ indexName: WHALES, query: 'watch', clickAnalytics: true, userToken }],
      })
      return (results[0] as { queryID: string }).queryID
    }
    // Each purchase follows its own search (a search's object counts once).
    const purchase = async (objectData: Record<string, unknown>, userToken: string) => ({
      index: WHALES,
      eventType: 'conversion',
      eventSubtype: 'purchase',
      eventName: 'Purchased',
      userToken,
      queryID: await searchedBy(userToken),
      objectIDs: ['w1'],
      objectData: [objectData],
      currency: 'USD',
    })
    const events = [
      await purchase({ price: 1e308, quantity: 1e9 }, 'w1'),
      await purchase({ price: 1e308 }, 'w2'),
      await purchase({ price: 1e308 }, 'w3'),
      await purchase({ price: 12.5, quantity: 2 }, 'w4'),
    ]
    await sendEvents(server, events)
    const revenue = expectValidResponse(
      'getRevenue',
      await clients(server).analytics.getRevenue({ index: WHALES }),
      { spec: 'analytics' },
    )
    expect(revenue.currencies).toEqual({ USD: { currency: 'USD', revenue: 25 } })
  })
})

describe('revenue and shopping rates through the official analytics client', () => {
  // A separate index, so that the counts of the shop's index above stay as they are.
  const ORDERS = 'shop_orders'

  it('reports add-to-cart and purchase rates, revenue by currency and the no-click rate', async () => {
    const admin = server.admin()
    await admin.saveObjects({
      indexName: ORDERS,
      objects: [
        { objectID: 'p1', name: 'Linen shirt' },
        { objectID: 'p2', name: 'Linen trousers' },
      ],
      waitForTasks: true,
    })
    const tracked = async (query: string, userToken: string) => {
      const { results } = await server.lite().search({
        requests: [{ indexName: ORDERS, query, clickAnalytics: true, userToken }],
      })
      return (results[0] as { queryID: string }).queryID
    }
    const linen1 = await tracked('linen', 'b1')
    const linen2 = await tracked('linen', 'b2')
    await tracked('shirt', 'b3')
    const base = { index: ORDERS, eventType: 'conversion' }
    const events = [
      {
        ...base,
        eventName: 'Added To Cart',
        eventSubtype: 'addToCart',
        userToken: 'b1',
        queryID: linen1,
        objectIDs: ['p1'],
        objectData: [{ price: 30.5, quantity: 2 }],
        currency: 'EUR',
      },
      {
        ...base,
        eventName: 'Purchased',
        eventSubtype: 'purchase',
        userToken: 'b1',
        queryID: linen1,
        objectIDs: ['p1', 'p2'],
        objectData: [{ price: '30.5', quantity: 2 }, { price: 10 }],
        currency: 'EUR',
      },
      // Purchased from the cart: the search of each object is in its objectData.
      {
        ...base,
        eventName: 'Purchased',
        eventSubtype: 'purchase',
        userToken: 'b2',
        objectIDs: ['p2'],
        objectData: [{ queryID: linen2, price: 5, quantity: 1 }],
        currency: 'USD',
      },
      {
        index: ORDERS,
        eventType: 'click',
        eventName: 'Hit Clicked',
        userToken: 'b2',
        queryID: linen2,
        objectIDs: ['p2'],
        positions: [2],
      },
    ]
    await sendEvents(server, events)

    const { analytics } = clients(server)
    const spec = { spec: 'analytics' } as const
    const addToCart = expectValidResponse(
      'getAddToCartRate',
      await analytics.getAddToCartRate({ index: ORDERS }),
      spec,
    )
    expect(addToCart).toMatchObject({ rate: 1 / 3, trackedSearchCount: 3, addToCartCount: 1 })
    expect(addToCart.dates.at(-1)).toMatchObject({ rate: 1 / 3, addToCartCount: 1 })
    const purchase = expectValidResponse(
      'getPurchaseRate',
      await analytics.getPurchaseRate({ index: ORDERS }),
      spec,
    )
    // Two searches led to purchases; three objects bought.
    expect(purchase).toMatchObject({ rate: 2 / 3, trackedSearchCount: 3, purchaseCount: 3 })
    const revenue = expectValidResponse(
      'getRevenue',
      await analytics.getRevenue({ index: ORDERS }),
      spec,
    )
    const currencies = {
      EUR: { currency: 'EUR', revenue: 71 },
      USD: { currency: 'USD', revenue: 5 },
    }
    expect(revenue.currencies).toEqual(currencies)
    expect(revenue.dates).toHaveLength(8)
    expect(revenue.dates.at(-1)!.currencies).toEqual(currencies)
    expect(revenue.dates[0]!.currencies).toEqual({})
    const noClick = expectValidResponse(
      'getNoClickRate',
      await analytics.getNoClickRate({ index: ORDERS }),
      spec,
    )
    expect(noClick).toMatchObject({ rate: 2 / 3, count: 3, noClickCount: 2 })
    expect(noClick.dates).toEqual([
      { date: revenue.dates.at(-1)!.date, rate: 2 / 3, count: 3, noClickCount: 2 },
    ])

    const top = expectValidResponse(
      'getTopSearches',
      await analytics.getTopSearches({ index: ORDERS, revenueAnalytics: true }),
      spec,
    )
    expect(top.searches[0]).toMatchObject({
      search: 'linen',
      count: 2,
      currencies,
      addToCartRate: 0.5,
      addToCartCount: 1,
      purchaseRate: 1,
      purchaseCount: 3,
      conversionCount: 4,
    })
  })

  it('answers top countries with an empty list: the engine records no shopper address', async () => {
    const { analytics } = clients(server)
    const countries = expectValidResponse(
      'getTopCountries',
      await analytics.getTopCountries({ index: INDEX }),
      { spec: 'analytics' },
    )
    expect(countries).toEqual({ countries: [] })
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
          facets: [
            { attribute: 'category', amount: 1 },
            { attribute: 'brand', amount: 2 },
          ],
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
        facets: {
          exact_matches: {
            category: [{ value: 'Coats', count: 8 }],
            brand: [
              { value: 'Acme', count: 5 },
              { value: 'Borealis', count: 3 },
            ],
          },
          // What shoppers filtered on when they searched "jacket": one search, on Acme.
          analytics: { category: [], brand: [{ value: 'Acme', count: 1 }] },
        },
      },
    })
    const all = await server.lite().search({ requests: [{ indexName: SUGGESTIONS, query: '' }] })
    const queries = (all.results[0] as { hits: Array<{ query: string }> }).hits.map((h) => h.query)
    // "coat" is excluded, "zzz nothing" finds nothing, "ja" was never a search of its own.
    expect(queries).toEqual(['jacket'])
    const log = expectValidResponse(
      'getLogFile',
      await suggestions.getLogFile({ indexName: SUGGESTIONS }),
      { spec: 'query-suggestions' },
    )
    expect(log).toMatchObject({ level: 'INFO', message: 'built 1 suggestions', contextLevel: 0 })
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
    // Revenue and shopping rates come back from the search log and the insights event log.
    expect((await analytics.getRevenue({ index: 'shop_orders' })).currencies).toEqual({
      EUR: { currency: 'EUR', revenue: 71 },
      USD: { currency: 'USD', revenue: 5 },
    })
    expect(await analytics.getPurchaseRate({ index: 'shop_orders' })).toMatchObject({
      rate: 2 / 3,
      purchaseCount: 3,
    })
    expect((await suggestions.getConfig({ indexName: SUGGESTIONS })).indexName).toBe(SUGGESTIONS)
    const { results } = await server.lite().search({
      requests: [{ indexName: SUGGESTIONS, query: 'jack' }],
    })
    expect((results[0] as { hits: Array<{ query: string }> }).hits[0]!.query).toBe('jacket')
  })
})
