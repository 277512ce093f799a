import { recommendClient } from '@algolia/recommend'
import recommendV4 from '@algolia/recommend-v4'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recommenderRuntime } from '../src/recommend/runtime-scope'
import { expectValidResponse } from './openapi'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

let server: TestServer
let sourceID: string
let buyer: string

beforeAll(async () => {
  server = await startTestServer({ seedCount: 400 })
  const { app, engine, config } = server.server
  const runtime = await recommenderRuntime({ scope: app.scope, engine, dataDir: config.dataDir })
  await runtime.ready
  const model = runtime.recommender.modelFor('products')
  const { coBuy, sessionsOf } = model.interactions
  let best = -1
  for (let item = 0; item < model.catalog.items.size; item++) {
    if ((coBuy.neighbours(item)?.size ?? 0) > 0 && sessionsOf.get(item) > best) {
      best = sessionsOf.get(item)
      sourceID = model.catalog.items.name(item)
    }
  }
  buyer = 'shopper-0'
}, 60_000)

afterAll(async () => {
  await server.close()
})

const v5 = () => recommendClient(TEST_KEYS.appId, TEST_KEYS.searchKey, { hosts: server.hosts })

describe('recommendations through @algolia/recommend v5', () => {
  it('answers the six models with the documented shape', async () => {
    const response = await v5().getRecommendations({
      requests: [
        { indexName: 'products', model: 'related-products', objectID: sourceID, threshold: 0 },
        { indexName: 'products', model: 'bought-together', objectID: sourceID, threshold: 0 },
        { indexName: 'products', model: 'looking-similar', objectID: sourceID, threshold: 10 },
        { indexName: 'products', model: 'trending-items', threshold: 0 },
        { indexName: 'products', model: 'trending-facets', facetName: 'brand', threshold: 0 },
        {
          indexName: 'products',
          model: 'recommended-for-you',
          threshold: 0,
          queryParameters: { userToken: buyer },
        } as never,
      ],
    })
    expectValidResponse('getRecommendations', response, { spec: 'recommend' })
    expect(response.results).toHaveLength(6)
    for (const result of response.results) {
      expect(result.hits.length).toBeGreaterThan(0)
      expect(result.hits.length).toBeLessThanOrEqual(30)
    }
    const [related, bought, similar] = response.results
    for (const result of [related!, bought!, similar!]) {
      const ids = result.hits.map((hit) => (hit as { objectID: string }).objectID)
      expect(ids).not.toContain(sourceID)
    }
    for (const hit of similar!.hits)
      expect((hit as { _score: number })._score).toBeGreaterThanOrEqual(10)
    const facet = response.results[4]!.hits[0] as { facetName: string; facetValue: string }
    expect(facet.facetName).toBe('brand')
    expect(typeof facet.facetValue).toBe('string')
  })

  it('applies queryParameters filters, maxRecommendations, fallback and clickAnalytics', async () => {
    const response = await v5().getRecommendations({
      requests: [
        {
          indexName: 'products',
          model: 'bought-together',
          objectID: sourceID,
          threshold: 99.9,
          maxRecommendations: 12,
          queryParameters: { filters: 'price < 1000', clickAnalytics: true },
          fallbackParameters: { filters: 'rating >= 0' },
        },
        {
          indexName: 'products',
          model: 'related-products',
          objectID: sourceID,
          threshold: 0,
          maxRecommendations: 5,
          queryParameters: { filters: 'onSale:true' },
        },
      ],
    })
    expectValidResponse('getRecommendations', response, { spec: 'recommend' })
    const [bought, related] = response.results
    expect(bought!.hits).toHaveLength(12)
    expect(bought!.queryID).toMatch(/^[0-9a-f]{32}$/)
    const scored = bought!.hits.filter((hit) => '_score' in hit)
    expect(scored.length).toBeLessThan(12)
    for (const hit of scored)
      expect((hit as { _score: number })._score).toBeGreaterThanOrEqual(99.9)
    const ids = bought!.hits.map((h) => (h as { objectID: string }).objectID)
    expect(new Set(ids).size).toBe(12)
    expect(ids).not.toContain(sourceID)
    expect(related!.hits.length).toBeLessThanOrEqual(5)
    for (const hit of related!.hits)
      expect((hit as unknown as { onSale: boolean }).onSale).toBe(true)
    expect(related!.queryID).toBeUndefined()
  })

  it('answers 400 naming the field, 404 for an unknown index, empty for an unknown user', async () => {
    await expect(
      v5().getRecommendations({
        requests: [{ indexName: 'products', model: 'related-products', threshold: 0 } as never],
      }),
    ).rejects.toMatchObject({ status: 400, message: 'requests[0].objectID: is required' })
    await expect(
      v5().getRecommendations({
        requests: [{ indexName: 'nope', model: 'trending-items', threshold: 0 }],
      }),
    ).rejects.toMatchObject({ status: 404, message: 'Index nope does not exist' })
    // As many requests as a multi-search may hold queries (50), not more.
    const trending = { indexName: 'products', model: 'trending-items', threshold: 0 } as const
    await expect(
      v5().getRecommendations({ requests: Array.from({ length: 51 }, () => trending) }),
    ).rejects.toMatchObject({ status: 400, message: 'Too many requests: 51 (at most 50 per call)' })
    const fifty = await v5().getRecommendations({
      requests: Array.from({ length: 50 }, () => trending),
    })
    expect(fifty.results).toHaveLength(50)
    const response = await v5().getRecommendations({
      requests: [
        {
          indexName: 'products',
          model: 'recommended-for-you',
          threshold: 0,
          queryParameters: { userToken: 'never-seen' },
        } as never,
      ],
    })
    expect(response.results[0]!.hits).toEqual([])
  })

  it('answers 400 for a queryParameters name the spec does not list, as a search does', async () => {
    const trending = { indexName: 'products', model: 'trending-items', threshold: 0 } as const
    for (const [queryParameters, name] of [
      [{ filter: 'onSale:true' }, 'filter'],
      [{ hitsPerPage: 5 }, 'hitsPerPage'],
      [JSON.parse('{"__proto__": {"filters": "x"}}') as object, '__proto__'],
    ] as const) {
      await expect(
        v5().getRecommendations({ requests: [{ ...trending, queryParameters } as never] }),
      ).rejects.toMatchObject({
        status: 400,
        message: `requests[0].queryParameters: Unknown parameter: ${name}`,
      })
    }
    // facetFilters is not in the spec's queryParameters but the v4 typings allow it.
    const response = await v5().getRecommendations({
      requests: [{ ...trending, queryParameters: { facetFilters: ['onSale:true'] } } as never],
    })
    expect(response.results).toHaveLength(1)
  })

  it('value filters in queryParameters follow the index’s declared facets, as a search does', async () => {
    const ask = () =>
      v5().getRecommendations({
        requests: [
          {
            indexName: 'products',
            model: 'related-products',
            objectID: sourceID,
            threshold: 0,
            queryParameters: { filters: `brand:"${brand}"` },
          },
        ],
      })
    const first = await v5().getRecommendations({
      requests: [
        { indexName: 'products', model: 'related-products', objectID: sourceID, threshold: 0 },
      ],
    })
    const brand = (first.results[0]!.hits[0] as unknown as { brand: string }).brand
    expect((await ask()).results[0]!.hits.length).toBeGreaterThan(0)
    const admin = server.admin()
    const settings = await admin.getSettings({ indexName: 'products' })
    const without = (settings.attributesForFaceting ?? []).filter((a) => !a.includes('brand'))
    const set = (attributesForFaceting: string[]) =>
      admin
        .setSettings({ indexName: 'products', indexSettings: { attributesForFaceting } })
        .then(({ taskID }) => admin.waitForTask({ indexName: 'products', taskID }))
    await set(without)
    try {
      expect((await ask()).results[0]!.hits).toEqual([])
    } finally {
      await set(settings.attributesForFaceting ?? [])
    }
    expect((await ask()).results[0]!.hits.length).toBeGreaterThan(0)
  })
})

describe('recommendations through the v4 client', () => {
  it('getRelatedProducts returns related hits with a score, never the item itself', async () => {
    const client = recommendV4(TEST_KEYS.appId, TEST_KEYS.searchKey, {
      hosts: [{ url: `127.0.0.1:${server.server.port}`, protocol: 'http' }],
    })
    const response = await client.getRelatedProducts<{ objectID: string; _score: number }>([
      { indexName: 'products', objectID: sourceID, maxRecommendations: 4 },
    ])
    expectValidResponse('getRecommendations', response, { spec: 'recommend' })
    const hits = response.results[0]!.hits
    expect(hits).toHaveLength(4)
    for (const hit of hits) {
      expect(hit.objectID).not.toBe(sourceID)
      expect(hit._score).toBeGreaterThanOrEqual(0)
    }
  })
})
