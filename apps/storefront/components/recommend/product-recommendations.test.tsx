import { act, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { rawHit, withConfig } from '@/test/fixtures'
import { ProductRecommendations } from './product-recommendations'

vi.mock('@/lib/browser/search-client', () => ({
  getBrowserSearchClient: vi.fn(),
  loadSearchClientCode: () => Promise.resolve(),
}))

type Answer = { results: { hits: object[]; queryID?: string }[] }

function useFakeClient(getRecommendations: (params: { requests: object[] }) => Promise<Answer>) {
  const client = { getRecommendations: vi.fn(getRecommendations) }
  vi.mocked(getBrowserSearchClient).mockReturnValue(client as never)
  return client
}

/** A stand-in IntersectionObserver whose `reach()` brings every observed element near view. */
const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
function reach() {
  act(() => {
    for (const { callback, targets } of observed)
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      )
  })
}

beforeEach(() => {
  observed.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; targets: Element[] }
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] }
        observed.push(this.entry)
      }
      observe(target: Element) {
        this.entry.targets.push(target)
      }
      unobserve(target: Element) {
        this.entry.targets = this.entry.targets.filter((element) => element !== target)
      }
      disconnect() {
        this.entry.targets = []
      }
    },
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ProductRecommendations', () => {
  it('shows its skeleton and asks nothing until the shopper nears it, then shows the cards', async () => {
    const client = useFakeClient(async () => ({
      results: [
        {
          hits: [
            { ...rawHit(2), _score: 90 },
            { ...rawHit(1), _score: 80 },
          ],
          queryID: 'q',
        },
      ],
    }))
    render(withConfig(<ProductRecommendations model="looking-similar" objectID="p00001" />))
    expect(screen.getByRole('status')).toHaveTextContent('Loading looking similar')
    expect(client.getRecommendations).not.toHaveBeenCalled()

    reach()
    await waitFor(() => expect(client.getRecommendations).toHaveBeenCalledTimes(1))
    expect(client.getRecommendations.mock.calls[0]![0]).toMatchObject({
      requests: [{ model: 'looking-similar', objectID: 'p00001', indexName: 'products' }],
    })
    expect(await screen.findByRole('region', { name: 'Looking similar' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Looking similar' })).toBeInTheDocument()
    // The product itself is never recommended on its own page.
    expect(screen.queryByRole('link', { name: 'Product 1', hidden: true })).toBeNull()
    expect(screen.getAllByRole('link', { name: 'Product 2', hidden: true }).length).toBeGreaterThan(
      0,
    )
  })

  it('shows one of each kind of product first in "Frequently bought together"', async () => {
    // The model ranks seven head torches above the sleeping bag and the stove.
    const kinds = ['Headlamps', 'Headlamps', 'Headlamps', 'Sleeping Bags', 'Headlamps', 'Stoves']
    const hits = [...kinds, 'Headlamps', 'Headlamps', 'Headlamps', 'Sleeping Bags'].map(
      (productType, i) => ({ ...rawHit(i + 2), productType, _score: 90 - i }),
    )
    const client = useFakeClient(async () => ({ results: [{ hits, queryID: 'q' }] }))
    render(withConfig(<ProductRecommendations model="bought-together" objectID="p00001" />))
    reach()
    await waitFor(() => expect(client.getRecommendations).toHaveBeenCalledTimes(1))
    const [request] = client.getRecommendations.mock.calls[0]![0].requests as Record<
      string,
      { attributesToRetrieve?: string[] }
    >[]
    expect(request).toMatchObject({ model: 'bought-together', maxRecommendations: 30 })
    expect(request!.queryParameters!.attributesToRetrieve).toContain('productType')

    const region = await screen.findByRole('region', { name: 'Frequently bought together' })
    const names = within(region)
      .getAllByRole('heading', { level: 3, hidden: true })
      .map((h) => h.textContent)
    // Head torch, sleeping bag, stove, then the next of each kind; eight cards.
    expect(names).toEqual([2, 5, 7, 3, 11, 4, 6, 8].map((n) => `Product ${n}`))
  })

  it.each([
    ['empty', async () => ({ results: [{ hits: [] }] })],
    ['failed', () => Promise.reject(new Error('provider down'))],
  ])('is left out when the list is %s', async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = useFakeClient(answer as () => Promise<Answer>)
    const { container } = render(
      withConfig(<ProductRecommendations model="related-products" objectID="p00001" />),
    )
    reach()
    await waitFor(() => expect(client.getRecommendations).toHaveBeenCalled())
    await waitFor(() => expect(container.querySelector('section')).toBeNull())
  })
})
