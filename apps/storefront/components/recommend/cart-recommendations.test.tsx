import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { rawHit, withConfig } from '@/test/fixtures'
import { CART_RECOMMENDATION_SOURCES, CartRecommendations } from './cart-recommendations'

vi.mock('@/lib/browser/search-client', () => ({ getBrowserSearchClient: vi.fn() }))

type Answer = { results: { hits: object[]; queryID?: string }[] }

function useFakeClient(
  getRecommendations: (params: { requests: { objectID?: string }[] }) => Promise<Answer>,
) {
  const client = { getRecommendations: vi.fn(getRecommendations) }
  vi.mocked(getBrowserSearchClient).mockReturnValue(client as never)
  return client
}

afterEach(() => vi.restoreAllMocks())

describe('CartRecommendations', () => {
  it('goes from skeleton (loading) to cards (idle), one request per cart item', async () => {
    let answer: (value: Answer) => void = () => {}
    const client = useFakeClient(() => new Promise((resolve) => (answer = resolve)))
    render(withConfig(<CartRecommendations objectIDs={['p00001', 'p00002']} />))

    expect(screen.getByRole('status')).toHaveTextContent('Loading frequently bought together')
    await waitFor(() => expect(client.getRecommendations).toHaveBeenCalledTimes(1))
    const { requests } = client.getRecommendations.mock.calls[0]![0]
    expect(requests.map((r) => r.objectID)).toEqual(['p00001', 'p00002'])
    expect(requests[0]).toMatchObject({ model: 'bought-together', indexName: 'products' })

    answer({
      results: [
        {
          hits: [
            { ...rawHit(3), _score: 90 },
            { ...rawHit(2), _score: 80 },
          ],
          queryID: 'q1',
        },
        { hits: [{ ...rawHit(4), _score: 70 }], queryID: 'q2' },
      ],
    })
    const region = await screen.findByRole('region', { name: 'Frequently bought together' })
    expect(region).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Product 2' })).toBeNull()
    expect(screen.getAllByRole('link', { name: /^Product [34]$/, hidden: true })).toHaveLength(2)
  })

  it('starts from the last 20 products added to a large cart, and shows none of the cart', async () => {
    const client = useFakeClient(async ({ requests }) => ({
      // Each source recommends the first product of the cart and one of its own.
      results: requests.map((r, i) => ({ hits: [rawHit(1), { ...rawHit(100 + i), _score: 90 }] })),
    }))
    const cart = Array.from({ length: 60 }, (_, i) => `p${String(i + 1).padStart(5, '0')}`)
    render(withConfig(<CartRecommendations objectIDs={cart} />))
    await waitFor(() => expect(client.getRecommendations).toHaveBeenCalledTimes(1))
    const { requests } = client.getRecommendations.mock.calls[0]![0]
    expect(requests.map((r) => r.objectID)).toEqual(cart.slice(-CART_RECOMMENDATION_SOURCES))
    // 20 sources ask for 8 records each, not 30: the answer stays light.
    expect(requests[0]).toMatchObject({ maxRecommendations: 8 })
    await screen.findByRole('region', { name: 'Frequently bought together' })
    // p00001 is in the cart though not among the sources: never recommended.
    expect(screen.queryByRole('link', { name: 'Product 1', hidden: true })).toBeNull()
  })

  it('shows one of each kind of product first', async () => {
    const client = useFakeClient(async () => ({
      results: [
        {
          hits: ['Mugs', 'Mugs', 'Mugs', 'Coffee'].map((productType, i) => ({
            ...rawHit(i + 10),
            productType,
            _score: 90 - i,
          })),
        },
      ],
    }))
    render(withConfig(<CartRecommendations objectIDs={['p00001']} />))
    await waitFor(() => expect(client.getRecommendations).toHaveBeenCalledTimes(1))
    expect(client.getRecommendations.mock.calls[0]![0].requests[0]).toMatchObject({
      maxRecommendations: 30,
    })
    const region = await screen.findByRole('region', { name: 'Frequently bought together' })
    const names = within(region)
      .getAllByRole('heading', { level: 3, hidden: true })
      .map((h) => h.textContent)
    expect(names).toEqual(['Product 10', 'Product 13', 'Product 11', 'Product 12'])
  })

  it('renders nothing when nothing is recommended', async () => {
    const client = useFakeClient(async () => ({ results: [{ hits: [] }] }))
    const { container } = render(withConfig(<CartRecommendations objectIDs={['p00001']} />))
    await waitFor(() => expect(client.getRecommendations).toHaveBeenCalled())
    await waitFor(() => expect(container).toBeEmptyDOMElement())
  })

  it('omits the section and logs when the call fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    useFakeClient(async () => {
      throw new Error('Unreachable hosts')
    })
    const { container } = render(withConfig(<CartRecommendations objectIDs={['p00001']} />))
    await waitFor(() => expect(error).toHaveBeenCalled())
    expect(container).toBeEmptyDOMElement()
    expect(String(error.mock.calls[0])).toContain('bought-together')
  })

  it('does not call the service for an empty cart', () => {
    const client = useFakeClient(async () => ({ results: [] }))
    const { container } = render(withConfig(<CartRecommendations objectIDs={[]} />))
    expect(container).toBeEmptyDOMElement()
    expect(client.getRecommendations).not.toHaveBeenCalled()
  })
})
