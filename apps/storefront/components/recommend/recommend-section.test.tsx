import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { recallQueryID } from '@/lib/browser/attribution'
import { sendRecommendationClick } from '@/lib/browser/insights'
import { clientConfig, recommended, withConfig } from '@/test/fixtures'
import { RecommendSection, type RecommendSectionProps } from './recommend-section'

vi.mock('@/lib/browser/insights', () => ({ sendRecommendationClick: vi.fn() }))

const items = [1, 2, 3, 4, 5].map(recommended)

/** The related-products section in a given state. */
function renderSection(
  status: RecommendSectionProps['status'],
  sectionItems: RecommendSectionProps['items'],
) {
  return render(
    withConfig(
      <RecommendSection
        title="Related products"
        model="related-products"
        status={status}
        items={sectionItems}
      />,
    ),
  )
}

beforeEach(() => {
  sessionStorage.clear()
  vi.mocked(sendRecommendationClick).mockClear()
})

describe('RecommendSection', () => {
  it('shows a skeleton while loading', () => {
    const { container } = renderSection('loading', [])
    expect(screen.getByRole('status')).toHaveTextContent('Loading related products')
    expect(container.querySelector('[data-state="loading"]')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows the cards once idle', () => {
    renderSection('idle', items)
    const region = screen.getByRole('region', { name: 'Related products' })
    expect(screen.getByRole('heading', { level: 2, name: 'Related products' })).toBeInTheDocument()
    expect(within(region).getAllByRole('group', { hidden: true })).toHaveLength(5)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
  })

  it('holds its heading and arrows inside the carousel region, as the WAI-ARIA pattern asks', () => {
    renderSection('idle', items)
    const region = screen.getByRole('region', { name: 'Related products' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Related products')
    expect(within(region).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
  })

  it('keeps showing the previous cards while reloading', () => {
    renderSection('loading', items)
    expect(screen.getByRole('region', { name: 'Related products' })).toBeInTheDocument()
  })

  it('renders nothing when the list is empty', () => {
    const { container } = renderSection('idle', [])
    expect(container).toBeEmptyDOMElement()
  })

  it('sends a click with the queryID and 1-based position and remembers the attribution', async () => {
    renderSection('idle', items)
    const link = screen.getByRole('link', { name: 'Product 2' })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(sendRecommendationClick).toHaveBeenCalledWith(clientConfig, {
      objectID: 'p00002',
      queryID: 'q-related',
      position: 2,
    })
    expect(recallQueryID('p00002')).toBe('q-related')
  })
})
