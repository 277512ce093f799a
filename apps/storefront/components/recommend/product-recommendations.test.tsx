import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { getRecommendedProducts } from '@/lib/recommend'
import { recommended, withConfig } from '@/test/fixtures'
import { ProductRecommendations } from './product-recommendations'

vi.mock('@/lib/recommend', () => ({ getRecommendedProducts: vi.fn() }))

async function renderSection() {
  const element = await ProductRecommendations({ model: 'looking-similar', objectID: 'p00001' })
  return render(withConfig(element))
}

describe('ProductRecommendations (server)', () => {
  it('renders the section with its title when the model answers', async () => {
    vi.mocked(getRecommendedProducts).mockResolvedValueOnce([recommended(2), recommended(3)])
    await renderSection()
    expect(getRecommendedProducts).toHaveBeenCalledWith({
      model: 'looking-similar',
      objectIDs: ['p00001'],
    })
    expect(screen.getByRole('heading', { name: 'Looking similar' })).toBeInTheDocument()
  })

  it.each([
    ['empty', []],
    ['failed or timed out', undefined],
  ])('is omitted when the list is %s', async (_, value) => {
    vi.mocked(getRecommendedProducts).mockResolvedValueOnce(value)
    expect(
      await ProductRecommendations({ model: 'related-products', objectID: 'p00001' }),
    ).toBeNull()
  })
})
