import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ProductsForYou } from '@/components/home/products-for-you'
import { onViewport } from '../../../.storybook/viewports'
import { serverRendered } from '../support/server-component'
import { testOnly } from '../support/test-only'

/**
 * A server component: "Recommended for you" (recommended-for-you model) from the shopper's own
 * history. A new shopper has none and the page shows no section (and no placeholder).
 */
const meta = {
  title: 'Storefront/Home/ProductsForYou',
  component: ProductsForYou,
  ...serverRendered(ProductsForYou),
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const ReturningShopper: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Recommended for you' }),
    ).toBeVisible()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

export const NewShopper: Story = { parameters: { shop: { scenario: 'empty' } } }

export const ProviderDown: Story = { parameters: { shop: { scenario: 'error' } } }
