import { createServer } from 'node:http'
import type { IncomingHttpHeaders, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { recommendClient } from '@algolia/recommend'
import recommendV4 from '@algolia/recommend-v4'
import { algoliasearch } from 'algoliasearch'
import { liteClient } from 'algoliasearch/lite'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  getFrequentlyBoughtTogether,
  getLookingSimilar,
  getRecommendedForYou,
  getRelatedProducts,
  getTrendingFacets,
  getTrendingItems,
} from '../src'
import type { RecommendClient } from '../src'

interface Recorded {
  method: string | undefined
  url: string | undefined
  headers: IncomingHttpHeaders
  body: unknown
}

/** A local stand-in for the provider: records every request and answers one result per request. */
let server: Server
let port: number
let recorded: Recorded[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      const body = JSON.parse(raw) as { requests: { objectID?: string; model: string }[] }
      recorded.push({ method: request.method, url: request.url, headers: request.headers, body })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          results: body.requests.map(({ objectID, model }, i) => ({
            queryID: `${i}`.padStart(32, 'a'),
            hits:
              model === 'trending-facets'
                ? [{ facetName: 'brand', facetValue: 'Acme', _score: 90 }]
                : [
                    { objectID: `${objectID}-rec`, _score: 90 - i },
                    { objectID: 'shared', _score: 50 },
                    { objectID: 'A', _score: 99 },
                  ],
          })),
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  recorded = []
})

const host = () => ({ url: `127.0.0.1:${port}`, protocol: 'http' as const })

describe('with the official v5 client', () => {
  const client = () =>
    recommendClient('APPID', 'search-key', { hosts: [{ ...host(), accept: 'readWrite' }] })

  it('POSTs every object to /1/indexes/*/recommendations in one request', async () => {
    const { recommendations } = await getRelatedProducts({
      recommendClient: client(),
      indexName: 'products',
      objectIDs: ['A', 'B'],
      maxRecommendations: 3,
      queryParameters: { clickAnalytics: true, filters: undefined },
    })

    expect(recorded).toHaveLength(1)
    const [wire] = recorded
    expect(wire?.method).toBe('POST')
    expect(new URL(wire!.url!, 'http://stub').pathname).toBe('/1/indexes/*/recommendations')
    expect(wire?.headers['x-algolia-application-id']).toBe('APPID')
    expect(wire?.body).toStrictEqual({
      requests: ['A', 'B'].map((objectID) => ({
        indexName: 'products',
        model: 'related-products',
        threshold: 0,
        maxRecommendations: 3,
        queryParameters: { clickAnalytics: true },
        objectID,
      })),
    })
    expect(recommendations).toEqual([
      { objectID: 'shared', _score: 50, __position: 1, __queryID: '0'.padStart(32, 'a') },
      { objectID: 'A-rec', _score: 90, __position: 2, __queryID: '0'.padStart(32, 'a') },
      { objectID: 'B-rec', _score: 89, __position: 3, __queryID: '1'.padStart(32, 'a') },
    ])
  })

  it('sends trending-facets with only its own fields', async () => {
    await getTrendingFacets({
      recommendClient: client(),
      indexName: 'products',
      facetName: 'brand',
      maxRecommendations: 5,
    })
    expect(recorded[0]?.body).toStrictEqual({
      requests: [
        {
          indexName: 'products',
          model: 'trending-facets',
          threshold: 0,
          maxRecommendations: 5,
          facetName: 'brand',
        },
      ],
    })
  })
})

describe('with the legacy v4 client', () => {
  const client = () => recommendV4('APPID', 'search-key', { hosts: [host()] })

  it('goes through its per-model method to the same endpoint', async () => {
    const { recommendations } = await getFrequentlyBoughtTogether({
      recommendClient: client(),
      indexName: 'products',
      objectIDs: ['A'],
      threshold: 10,
    })
    const [wire] = recorded
    expect(wire?.method).toBe('POST')
    expect(new URL(wire!.url!, 'http://stub').pathname).toBe('/1/indexes/*/recommendations')
    expect(wire?.body).toStrictEqual({
      requests: [
        {
          indexName: 'products',
          model: 'bought-together',
          threshold: 10,
          objectID: 'A',
          fallbackParameters: {},
        },
      ],
    })
    expect(recommendations.map((item) => item.objectID)).toEqual(['A-rec', 'shared'])
  })
})

/** Every call function, the params it is given and the one request it must put on the wire. */
const everyModel = [
  [
    'getRelatedProducts',
    (recommendClient: RecommendClient) =>
      getRelatedProducts({ recommendClient, indexName: 'products', objectIDs: ['A'] }),
    { indexName: 'products', model: 'related-products', threshold: 0, objectID: 'A' },
  ],
  [
    'getFrequentlyBoughtTogether',
    (recommendClient: RecommendClient) =>
      getFrequentlyBoughtTogether({ recommendClient, indexName: 'products', objectIDs: ['A'] }),
    { indexName: 'products', model: 'bought-together', threshold: 0, objectID: 'A' },
  ],
  [
    'getLookingSimilar',
    (recommendClient: RecommendClient) =>
      getLookingSimilar({ recommendClient, indexName: 'products', objectIDs: ['A'] }),
    { indexName: 'products', model: 'looking-similar', threshold: 0, objectID: 'A' },
  ],
  [
    'getTrendingItems',
    (recommendClient: RecommendClient) =>
      getTrendingItems({ recommendClient, indexName: 'products', maxRecommendations: 4 }),
    { indexName: 'products', model: 'trending-items', threshold: 0, maxRecommendations: 4 },
  ],
  [
    'getTrendingFacets',
    (recommendClient: RecommendClient) =>
      getTrendingFacets({ recommendClient, indexName: 'products', facetName: 'brand' }),
    { indexName: 'products', model: 'trending-facets', threshold: 0, facetName: 'brand' },
  ],
  [
    'getRecommendedForYou',
    (recommendClient: RecommendClient) =>
      getRecommendedForYou({
        recommendClient,
        indexName: 'products',
        queryParameters: { userToken: 'user-1' },
      }),
    {
      indexName: 'products',
      model: 'recommended-for-you',
      threshold: 0,
      queryParameters: { userToken: 'user-1' },
    },
  ],
] as const

describe.each([
  [
    'v5',
    () => recommendClient('APPID', 'search-key', { hosts: [{ ...host(), accept: 'readWrite' }] }),
  ],
  ['v4', () => recommendV4('APPID', 'search-key', { hosts: [host()] })],
  [
    'algoliasearch/lite',
    () => liteClient('APPID', 'search-key', { hosts: [{ ...host(), accept: 'readWrite' }] }),
  ],
  ['algoliasearch (full)', () => fullClient()],
] as const)('every model through the %s client', (version, client) => {
  it.each(everyModel)(
    '%s: one POST to /1/indexes/*/recommendations',
    async (_name, call, request) => {
      await call(client())
      expect(recorded).toHaveLength(1)
      const [wire] = recorded
      expect(wire?.method).toBe('POST')
      expect(new URL(wire!.url!, 'http://stub').pathname).toBe('/1/indexes/*/recommendations')
      // The v4 bought-together method adds `fallbackParameters: {}` itself.
      const extra = version === 'v4' &&
        request.model === 'bought-together' && { fallbackParameters: {} }
      expect(wire?.body).toStrictEqual({ requests: [{ ...request, ...extra }] })
    },
  )
})

/**
 * The full v5 client, whose recommendations go through `initRecommend()`. The recommend client
 * it makes does not inherit `hosts`, so the test hands them to it.
 */
function fullClient() {
  const client = algoliasearch('APPID', 'search-key')
  const init = client.initRecommend
  vi.spyOn(client, 'initRecommend').mockImplementation((options) =>
    init({ ...options, options: { hosts: [{ ...host(), accept: 'readWrite' }] } }),
  )
  return client
}

it('sends through the recommend client a full algoliasearch client makes', async () => {
  const client = fullClient()
  await getRelatedProducts({ recommendClient: client, indexName: 'products', objectIDs: ['A'] })
  expect(client.initRecommend).toHaveBeenCalledTimes(1)
  expect(recorded).toHaveLength(1)
})
