import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { FeaturedProducts } from '@/components/product/featured-products'
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

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Featured products' })).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(12)
  }),
}
