// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rawHit } from '@/test/fixtures'
import { getRecommendedProducts } from './recommend'
import { getRecommendClient } from './search-client'

vi.mock('./search-client', () => ({ getRecommendClient: vi.fn() }))

function useClient(getRecommendations: () => Promise<unknown>) {
  const client = { getRecommendations: vi.fn(getRecommendations) }
  vi.mocked(getRecommendClient).mockReturnValue(client as never)
  return client
}

afterEach(() => vi.restoreAllMocks())

describe('getRecommendedProducts', () => {
  it('maps hits with positions and queryID, without the product itself', async () => {
    const client = useClient(async () => ({
      results: [{ hits: [rawHit(2), { ...rawHit(1) }, rawHit(3)], queryID: 'q9' }],
    }))
    const items = await getRecommendedProducts({ model: 'related-products', objectIDs: ['p00001'] })
    expect(items?.map((i) => [i.objectID, i.position, i.queryID])).toEqual([
      ['p00002', 1, 'q9'],
      ['p00003', 2, 'q9'],
    ])
    expect(client.getRecommendations).toHaveBeenCalledWith({
      requests: [
        expect.objectContaining({
          model: 'related-products',
          objectID: 'p00001',
          indexName: 'products',
          maxRecommendations: 8,
          queryParameters: expect.objectContaining({ clickAnalytics: true }),
        }),
      ],
    })
  })

  it('gives up after the time budget and logs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    useClient(() => new Promise(() => {}))
    const started = Date.now()
    const items = await getRecommendedProducts({
      model: 'bought-together',
      objectIDs: ['p00001'],
      timeoutMs: 50,
    })
    expect(items).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(1000)
    expect(String(error.mock.calls[0]?.[0])).toContain('bought-together for p00001 omitted')
  })

  it('resolves undefined when the provider fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    useClient(async () => {
      throw new Error('Unreachable hosts')
    })
    expect(
      await getRecommendedProducts({ model: 'looking-similar', objectIDs: ['p1'] }),
    ).toBeUndefined()
    expect(error).toHaveBeenCalledTimes(1)
  })
})
