import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, waitFor, within } from 'storybook/test'
import { CartRecommendations } from '@/components/recommend/cart-recommendations'
import { regularProduct, saleProduct } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

/**
 * "Frequently bought together" for the whole cart, fetched in the browser with
 * recommend-core's hook: one request per product, merged, capped, without the cart's own items.
 */
const meta = {
  title: 'Storefront/Recommend/CartRecommendations',
  component: CartRecommendations,
  args: { objectIDs: [regularProduct.objectID, saleProduct.objectID] },
} satisfies Meta<typeof CartRecommendations>
export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: testOnly(async ({ canvasElement, args }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="idle"]')).not.toBeNull())
    const links = [...canvasElement.querySelectorAll('article a')].map((a) =>
      a.getAttribute('href'),
    )
    for (const id of args.objectIDs) await expect(links).not.toContain(`/product/${id}`)
  }),
}

export const Loading: Story = {
  parameters: { shop: { scenario: 'loading' } },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading frequently bought together',
    )
  }),
}

/** Nothing bought together: no section. */
export const Empty: Story = {
  parameters: { shop: { scenario: 'empty' } },
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull())
  }),
}

/** The call failed: no section (the error is logged for developers). */
export const ProviderDown: Story = {
  parameters: { shop: { scenario: 'error' } },
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull())
  }),
}

export const EmptyCart: Story = { args: { objectIDs: [] } }

export const Phone: Story = { globals: onViewport('mobile') }
