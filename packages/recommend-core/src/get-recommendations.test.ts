import { describe, expect, it, vi } from 'vitest'
import { createFakeV4Client, createFakeV5Client } from '../test/fake-clients'
import {
  getFrequentlyBoughtTogether,
  getLookingSimilar,
  getRecommendedForYou,
  getRelatedProducts,
  getTrendingFacets,
  getTrendingItems,
} from './get-recommendations'
import { RecommendInputError } from './recommend-error'
import type { RecommendRequest } from './types'

const objectCalls = [
  ['related-products', 'getRelatedProducts', getRelatedProducts],
  ['bought-together', 'getFrequentlyBoughtTogether', getFrequentlyBoughtTogether],
  ['looking-similar', 'getLookingSimilar', getLookingSimilar],
] as const

const hitsByObject: Record<string, { objectID: string; _score: number }[]> = {
  A: [
    { objectID: 'B', _score: 99 },
    { objectID: 'x', _score: 80 },
    { objectID: 'y', _score: 70 },
  ],
  B: [
    { objectID: 'A', _score: 95 },
    { objectID: 'y', _score: 60 },
    { objectID: 'z', _score: 90 },
  ],
}
const answer = (request: RecommendRequest) => ({
  hits: hitsByObject[request.objectID ?? ''] ?? [],
  queryID: `q-${request.objectID}`,
})

describe.each(objectCalls)('%s call (%s)', (model, v4Name, call) => {
  it('sends one v5 request per object in one round trip, then merges, caps and tags', async () => {
    const client = createFakeV5Client(answer)
    const response = await call({
      recommendClient: client,
      indexName: 'products',
      objectIDs: ['A', 'B'],
      maxRecommendations: 2,
    })
    expect(client.getRecommendations).toHaveBeenCalledTimes(1)
    expect(client.getRecommendations).toHaveBeenCalledWith({
      requests: ['A', 'B'].map((objectID) => ({
        indexName: 'products',
        objectID,
        model,
        threshold: 0,
        maxRecommendations: 2,
      })),
    })
    expect(response).toEqual({
      recommendations: [
        { objectID: 'y', _score: 70, __position: 1, __queryID: 'q-A' },
        { objectID: 'z', _score: 90, __position: 2, __queryID: 'q-B' },
      ],
    })
  })

  it(`uses the v4 client's ${v4Name} when it has one`, async () => {
    const method = vi.fn(async (queries: RecommendRequest[]) => ({ results: queries.map(answer) }))
    const client = createFakeV4Client({ [v4Name]: method })
    const { recommendations } = await call({
      recommendClient: client,
      indexName: 'products',
      objectIDs: ['A'],
    })
    expect(method).toHaveBeenCalledWith([
      { indexName: 'products', objectID: 'A', model, threshold: 0 },
    ])
    expect(client.getRecommendations).not.toHaveBeenCalled()
    expect(recommendations.map((item) => item.objectID)).toEqual(['B', 'x', 'y'])
  })

  it('resolves { recommendations: [] } for no object IDs without calling the client', async () => {
    const client = createFakeV5Client()
    const transformItems = vi.fn()
    await expect(
      call({ recommendClient: client, indexName: 'products', objectIDs: [], transformItems }),
    ).resolves.toEqual({ recommendations: [] })
    expect(client.getRecommendations).not.toHaveBeenCalled()
    expect(transformItems).not.toHaveBeenCalled()
  })

  it('rejects invalid input with RecommendInputError before any call', async () => {
    const client = createFakeV5Client()
    await expect(
      call({ recommendClient: client, indexName: 'products', objectIDs: ['A'], threshold: 200 }),
    ).rejects.toThrow(new RecommendInputError('INVALID_THRESHOLD', 'threshold', 200))
    expect(client.getRecommendations).not.toHaveBeenCalled()
  })
})

describe('transformItems', () => {
  it('receives the final, tagged list and its return value is the answer', async () => {
    const client = createFakeV5Client(answer)
    const { recommendations } = await getRelatedProducts({
      recommendClient: client,
      indexName: 'products',
      objectIDs: ['A'],
      transformItems: (items) => items.filter((item) => item.__position !== 1).reverse(),
    })
    expect(recommendations.map((item) => [item.objectID, item.__position])).toEqual([
      ['y', 3],
      ['x', 2],
    ])
  })
})

describe('models without object IDs', () => {
  it('getTrendingItems sends one request and merges its hits', async () => {
    const client = createFakeV5Client(() => ({
      queryID: 'q',
      hits: [
        { objectID: 'a', _score: 10 },
        { objectID: 'b', _score: 20 },
      ],
    }))
    const { recommendations } = await getTrendingItems({
      recommendClient: client,
      indexName: 'products',
      facetName: 'brand',
      facetValue: 'acme',
    })
    expect(client.getRecommendations).toHaveBeenCalledWith({
      requests: [
        {
          indexName: 'products',
          model: 'trending-items',
          threshold: 0,
          facetName: 'brand',
          facetValue: 'acme',
        },
      ],
    })
    expect(recommendations).toEqual([
      { objectID: 'b', _score: 20, __position: 1, __queryID: 'q' },
      { objectID: 'a', _score: 10, __position: 2, __queryID: 'q' },
    ])
  })

  it('getTrendingFacets returns facet values in provider order, capped', async () => {
    const client = createFakeV5Client(() => ({
      hits: [
        { facetName: 'brand', facetValue: 'acme', _score: 90 },
        { facetName: 'brand', facetValue: 'zen', _score: 50 },
      ],
    }))
    const { recommendations } = await getTrendingFacets({
      recommendClient: client,
      indexName: 'products',
      facetName: 'brand',
      maxRecommendations: 1,
    })
    expect(client.getRecommendations.mock.calls[0]?.[0].requests[0]?.model).toBe('trending-facets')
    expect(recommendations).toEqual([
      { facetName: 'brand', facetValue: 'acme', _score: 90, __position: 1 },
    ])
  })

  it('getRecommendedForYou sends the user token and uses the v4 method when present', async () => {
    const v4Method = vi.fn(async () => ({ results: [{ hits: [{ objectID: 'p' }] }] }))
    const { recommendations } = await getRecommendedForYou({
      recommendClient: createFakeV4Client({ getRecommendedForYou: v4Method }),
      indexName: 'products',
      queryParameters: { userToken: 'user-1' },
    })
    expect(v4Method).toHaveBeenCalledWith([
      {
        indexName: 'products',
        model: 'recommended-for-you',
        threshold: 0,
        queryParameters: { userToken: 'user-1' },
      },
    ])
    expect(recommendations).toEqual([{ objectID: 'p', __position: 1 }])
  })

  it('rejects a missing user token without calling', async () => {
    const client = createFakeV5Client()
    await expect(
      getRecommendedForYou({
        recommendClient: client,
        indexName: 'products',
        queryParameters: { userToken: '' },
      }),
    ).rejects.toBeInstanceOf(RecommendInputError)
    expect(client.getRecommendations).not.toHaveBeenCalled()
  })
})
