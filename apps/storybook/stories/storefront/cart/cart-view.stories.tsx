import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CartView } from '@/components/cart/cart-view'
import { fewLines, manyLines, overNinetyNine } from '../../../fixtures/cart'
import { sentEvents } from '../../../fixtures/insights'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

/**
 * The cart page: lines, totals, a demo order and "Frequently bought together" for the cart.
 * The cart lives in the browser's storage; each story opens with its own lines.
 */
const meta = {
  title: 'Storefront/Cart/CartView',
  component: CartView,
  parameters: { layout: 'padded', shop: { cart: fewLines } },
} satisfies Meta<typeof CartView>
export default meta
type Story = StoryObj<typeof meta>

export const FewItems: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('3')
    // The bought-together rail arrives after the cart.
    await expect(
      await canvas.findByRole('heading', { name: 'Frequently bought together' }),
    ).toBeVisible()
  }),
}

export const ManyItems: Story = {
  parameters: { shop: { cart: manyLines } },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const lines = within(canvas.getByRole('list', { name: 'Items in your cart' })).getAllByRole(
      'listitem',
    )
    // Scrolled down to the last line, the order summary is still on screen beside it.
    lines.at(-1)!.scrollIntoView({ block: 'end' })
    const order = canvas.getByRole('button', { name: 'Place order' }).getBoundingClientRect()
    await expect(order.top).toBeGreaterThanOrEqual(0)
    await expect(order.bottom).toBeLessThanOrEqual(window.innerHeight)
    window.scrollTo(0, 0)
  }),
}

export const OverNinetyNineUnits: Story = { parameters: { shop: { cart: overNinetyNine } } }

export const Empty: Story = {
  parameters: { shop: { cart: [] } },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your cart is empty.')).toBeVisible()
  }),
}

export const OrderPlaced: Story = {
  // The order number is made from the clock: a fixed clock keeps the screenshot's number.
  beforeEach: () => {
    const now = Date.now
    Date.now = () => Date.UTC(2026, 10, 2, 9, 30)
    return () => {
      Date.now = now
    }
  },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }))
    await expect(
      canvas.getByRole('heading', { name: 'Thank you, your order is placed' }),
    ).toBeVisible()
    await expect(sentEvents).toEqual([expect.objectContaining({ kind: 'purchase' })])
  }),
}

export const RemoveLastItem: Story = {
  parameters: { shop: { cart: fewLines.slice(0, 1) } },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^Remove / }))
    await expect(canvas.getByText('Your cart is empty.')).toBeVisible()
  }),
}

export const RecommendationsLoading: Story = {
  parameters: { shop: { scenario: 'loading' } },
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByText('Loading frequently bought together'),
      ).toBeInTheDocument(),
    )
  }),
}

export const RecommendationsFailed: Story = {
  parameters: { shop: { scenario: 'error' } },
}

export const Phone: Story = { globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
