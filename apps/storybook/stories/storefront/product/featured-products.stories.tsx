import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { FeaturedProducts, FeaturedProductsSkeleton } from '@/components/product/featured-products'
import { serverRendered } from '../support/server-component'
import { testOnly } from '../support/test-only'

/** A server component: the most popular products of the catalogue, fetched on the server. */
const meta = {
  title: 'Storefront/Product/FeaturedProducts',
  component: FeaturedProducts,
  parameters: { layout: 'fullscreen' },
  ...serverRendered(FeaturedProducts),
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Its heading is set like the home's other section headings ("Trending now"…), 1.25rem. */
export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole('heading', { name: 'Featured products' })
    await expect(heading).toBeVisible()
    await expect(getComputedStyle(heading).fontSize).toBe('20px')
    await expect(canvas.getAllByRole('article')).toHaveLength(12)
  }),
}

/** While the list streams in: the heading's place and placeholder tiles. */
export const Loading: Story = {
  parameters: { screenshot: { loading: true } },
  render: () => <FeaturedProductsSkeleton />,
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status', { name: 'Loading featured products' })).toBeVisible()
  }),
}
