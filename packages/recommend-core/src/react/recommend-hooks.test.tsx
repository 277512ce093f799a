// @vitest-environment happy-dom
import { recommendClient as createRecommendClient } from '@algolia/recommend'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDeferred, createFakeV5Client } from '../../test/fake-clients'
import type { RecommendRequest, RecommendResponseBody } from '../index'
import {
  useFrequentlyBoughtTogether,
  useLookingSimilar,
  useRecommendedForYou,
  useRelatedProducts,
  useTrendingFacets,
  useTrendingItems,
} from './recommend-hooks'

afterEach(cleanup)

const hitsFor = (request: RecommendRequest) => ({
  queryID: 'q',
  hits: [{ objectID: `rec-of-${request.objectID ?? request.model}`, _score: 50 }],
})

describe('per-model hooks', () => {
  const recommendClient = createFakeV5Client(hitsFor)
  const base = { recommendClient, indexName: 'products' }

  it.each([
    ['related-products', 'rec-of-A', () => useRelatedProducts({ ...base, objectIDs: ['A'] })],
    [
      'bought-together',
      'rec-of-A',
      () => useFrequentlyBoughtTogether({ ...base, objectIDs: ['A'] }),
    ],
    ['looking-similar', 'rec-of-A', () => useLookingSimilar({ ...base, objectIDs: ['A'] })],
    ['trending-items', 'rec-of-trending-items', () => useTrendingItems(base)],
    [
      'recommended-for-you',
      'rec-of-recommended-for-you',
      () => useRecommendedForYou({ ...base, queryParameters: { userToken: 'u' } }),
    ],
  ])('%s: loading, then idle with tagged recommendations', async (model, objectID, hook) => {
    recommendClient.getRecommendations.mockClear()
    const { result } = renderHook(hook)
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(recommendClient.getRecommendations).toHaveBeenCalledTimes(1)
    expect(recommendClient.getRecommendations.mock.calls[0]?.[0].requests[0]?.model).toBe(model)
    expect(result.current.recommendations).toEqual([
      { objectID, _score: 50, __position: 1, __queryID: 'q' },
    ])
  })

  it('trending-facets: facet values with positions', async () => {
    const client = createFakeV5Client(() => ({
      hits: [{ facetName: 'brand', facetValue: 'acme', _score: 80 }],
    }))
    const { result } = renderHook(() =>
      useTrendingFacets({ recommendClient: client, indexName: 'products', facetName: 'brand' }),
    )
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.recommendations).toEqual([
      { facetName: 'brand', facetValue: 'acme', _score: 80, __position: 1 },
    ])
  })
})

describe('useRelatedProducts as a list', () => {
  function createManualClient() {
    const pending: ReturnType<typeof createDeferred<RecommendResponseBody>>[] = []
    const client = {
      getRecommendations: vi.fn((_: { requests: RecommendRequest[] }) => {
        const deferred = createDeferred<RecommendResponseBody>()
        pending.push(deferred)
        return deferred.promise
      }),
    }
    return { client, pending }
  }
  const answer = (id: string) => ({ results: [{ hits: [{ objectID: id, _score: 1 }] }] })

  it('does not refetch on re-render with equal params (even an inline transformItems)', async () => {
    const { client, pending } = createManualClient()
    const { result, rerender } = renderHook(() =>
      useRelatedProducts({
        recommendClient: client,
        indexName: 'products',
        objectIDs: ['A'],
        transformItems: (items) => items,
      }),
    )
    rerender()
    rerender()
    await act(async () => pending[0]!.resolve(answer('x')))
    expect(result.current.recommendations.map((item) => item.objectID)).toEqual(['x'])
    expect(client.getRecommendations).toHaveBeenCalledTimes(1)
  })

  it('does not refetch when the component makes its client in every render', async () => {
    // The provider, behind a real v5 client: every request it receives is counted.
    const requester = {
      // Answering on a timer lets the test run between answers (on the old code the requests
      // followed one another without end).
      send: vi.fn(
        () =>
          new Promise<{ status: number; isTimedOut: boolean; content: string }>((resolve) =>
            setTimeout(() =>
              resolve({ status: 200, isTimedOut: false, content: JSON.stringify(answer('x')) }),
            ),
          ),
      ),
    }
    const { result, rerender } = renderHook(
      ({ objectIDs }) =>
        useRelatedProducts({
          recommendClient: createRecommendClient('APP', 'search-key', { requester }),
          indexName: 'products',
          objectIDs,
        }),
      { initialProps: { objectIDs: ['A'] } },
    )
    await waitFor(() => expect(result.current.status).toBe('idle'))
    rerender({ objectIDs: ['A'] })
    rerender({ objectIDs: ['A'] })
    // Long enough for a request a re-render started to come back and render again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(result.current).toMatchObject({ status: 'idle', error: null })
    expect(result.current.recommendations.map((item) => item.objectID)).toEqual(['x'])
    expect(requester.send).toHaveBeenCalledTimes(1)

    // New inputs still load, through the client made in that render.
    rerender({ objectIDs: ['B'] })
    await waitFor(() => expect(requester.send).toHaveBeenCalledTimes(2))
  })

  it('keeps the last list while loading new inputs and drops the stale answer', async () => {
    const { client, pending } = createManualClient()
    const { result, rerender } = renderHook(
      ({ objectIDs }) => useRelatedProducts({ recommendClient: client, indexName: 'p', objectIDs }),
      { initialProps: { objectIDs: ['A'] } },
    )
    await act(async () => pending[0]!.resolve(answer('for-A')))
    expect(result.current.status).toBe('idle')

    rerender({ objectIDs: ['B'] })
    expect(result.current.status).toBe('loading')
    expect(result.current.recommendations.map((item) => item.objectID)).toEqual(['for-A'])
    rerender({ objectIDs: ['C'] })
    await act(async () => pending[2]!.resolve(answer('for-C')))
    await act(async () => pending[1]!.resolve(answer('for-B')))
    expect(result.current).toMatchObject({ status: 'idle', error: null })
    expect(result.current.recommendations.map((item) => item.objectID)).toEqual(['for-C'])
  })

  it('reports loading in the very render that brings new inputs, never their old list as idle', async () => {
    const { client, pending } = createManualClient()
    const renders: string[] = []
    const { rerender } = renderHook(
      ({ objectIDs }) => {
        const state = useRelatedProducts({ recommendClient: client, indexName: 'p', objectIDs })
        renders.push(`${objectIDs.join()} ${state.status}`)
        return state
      },
      { initialProps: { objectIDs: ['A'] } },
    )
    await act(async () => pending[0]!.resolve(answer('for-A')))
    renders.length = 0
    rerender({ objectIDs: ['B'] })
    await act(async () => pending[1]!.resolve(answer('for-B')))
    expect(renders[0]).toBe('B loading')
    expect(renders.at(-1)).toBe('B idle')
  })

  it('drops the last error in the render that brings new inputs', async () => {
    const { client, pending } = createManualClient()
    const errors: (string | undefined)[] = []
    const { rerender } = renderHook(
      ({ objectIDs }) => {
        const state = useRelatedProducts({ recommendClient: client, indexName: 'p', objectIDs })
        errors.push(state.error?.message)
        return state
      },
      { initialProps: { objectIDs: ['A'] } },
    )
    await act(async () => pending[0]!.reject(new Error('down')))
    expect(errors.at(-1)).toBe('down')
    errors.length = 0
    rerender({ objectIDs: ['B'] })
    expect(errors[0]).toBeUndefined()
  })

  it('reports a failed request as error state', async () => {
    const { client, pending } = createManualClient()
    const { result } = renderHook(() =>
      useRelatedProducts({ recommendClient: client, indexName: 'p', objectIDs: ['A'] }),
    )
    await act(async () => pending[0]!.reject(new Error('Unreachable hosts')))
    expect(result.current.status).toBe('idle')
    expect(result.current.error?.message).toBe('Unreachable hosts')
  })

  it('reports invalid params as error state without calling the client', async () => {
    const { client } = createManualClient()
    const { result } = renderHook(() =>
      useRelatedProducts({ recommendClient: client, indexName: '', objectIDs: ['A'] }),
    )
    await waitFor(() => expect(result.current.error?.name).toBe('RecommendInputError'))
    expect(client.getRecommendations).not.toHaveBeenCalled()
  })

  it('works in StrictMode and ignores answers after unmount', async () => {
    const { client, pending } = createManualClient()
    const { result, unmount } = renderHook(
      () => useRelatedProducts({ recommendClient: client, indexName: 'p', objectIDs: ['A'] }),
      { wrapper: StrictMode },
    )
    const last = pending.length - 1
    await act(async () => pending[last]!.resolve(answer('x')))
    expect(result.current.recommendations.map((item) => item.objectID)).toEqual(['x'])

    const { result: second, unmount: unmountSecond } = renderHook(() =>
      useRelatedProducts({ recommendClient: client, indexName: 'p', objectIDs: ['B'] }),
    )
    unmountSecond()
    await act(async () => pending.at(-1)!.resolve(answer('late')))
    expect(second.current.status).toBe('loading')
    unmount()
  })
})
