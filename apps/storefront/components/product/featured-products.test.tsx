import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SECTION_TIMEOUT_MS } from '@/lib/search/home-sections'
import type { ProductSummary } from '@/lib/types'
import { FeaturedProducts } from './featured-products'

const getFeaturedProducts = vi.hoisted(() => vi.fn<() => Promise<ProductSummary[]>>())
vi.mock('@/lib/catalog', () => ({ getFeaturedProducts }))

afterEach(() => getFeaturedProducts.mockReset())

describe('FeaturedProducts', () => {
  it('is left out when the catalogue does not answer, so the home page stays up', async () => {
    getFeaturedProducts.mockRejectedValue(new Error('connect ECONNREFUSED'))
    await expect(FeaturedProducts()).resolves.toBeNull()
  })

  it("is left out once a slow catalogue has had the home sections' budget", async () => {
    getFeaturedProducts.mockReturnValue(new Promise(() => {}))
    const started = Date.now()
    await expect(FeaturedProducts()).resolves.toBeNull()
    expect(Date.now() - started).toBeLessThan(SECTION_TIMEOUT_MS * 3)
  })

  it('is left out when there is nothing to feature', async () => {
    getFeaturedProducts.mockResolvedValue([])
    await expect(FeaturedProducts()).resolves.toBeNull()
  })

  it('shows the products under its heading', async () => {
    const shoe: ProductSummary = {
      objectID: 'p1',
      name: 'Trail Shoe',
      brand: 'Northwind',
      image: '/images/products/p1/shoe.svg',
      price: 80,
      rating: 4.5,
      reviewCount: 12,
    }
    getFeaturedProducts.mockResolvedValue([shoe])
    render((await FeaturedProducts())!)
    expect(screen.getByRole('region', { name: 'Featured products' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Trail Shoe' })).toHaveAttribute('href', '/product/p1')
  })
})
