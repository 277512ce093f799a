// @vitest-environment node
import { afterEach, expect, it, vi } from 'vitest'

const getFeaturedProducts = vi.fn()
vi.mock('@/lib/catalog', () => ({ getFeaturedProducts: () => getFeaturedProducts() }))

const { FeaturedProducts } = await import('./featured-products')
const { SECTION_TIMEOUT_MS } = await import('@/lib/search/home-sections')

afterEach(() => getFeaturedProducts.mockReset())

it('is left out once the provider has had the home sections’ budget', async () => {
  getFeaturedProducts.mockReturnValue(new Promise(() => {}))
  const started = Date.now()
  expect(await FeaturedProducts()).toBeNull()
  expect(Date.now() - started).toBeLessThan(SECTION_TIMEOUT_MS * 3)
})

it('is left out when the provider fails', async () => {
  getFeaturedProducts.mockRejectedValue(new Error('down'))
  expect(await FeaturedProducts()).toBeNull()
})
