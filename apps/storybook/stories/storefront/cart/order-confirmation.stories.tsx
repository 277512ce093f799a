import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { cartSubtotal, type CartLine } from '@/components/cart/cart-lines'
import { OrderConfirmation, type PlacedOrder } from '@/components/cart/order-confirmation'
import { formatPrice } from '@/lib/format'
import { fewLines, lineOf, manyLines, overNinetyNine } from '../../../fixtures/cart'
import { plainProduct } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

/** An order as "Place order" records it: the cart's lines and subtotal. */
function orderOf(lines: readonly CartLine[]): PlacedOrder {
  return { id: 'VT-MI3K2Q7A', total: cartSubtotal(lines), lines }
}

/** What the cart page shows once the (demo) order is placed; see CartView's OrderPlaced story. */
const meta = {
  title: 'Storefront/Cart/OrderConfirmation',
  component: OrderConfirmation,
  args: { order: orderOf(fewLines) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderConfirmation>
export default meta
type Story = StoryObj<typeof meta>

export const FewItems: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Order VT-MI3K2Q7A.')
    const lines = within(canvas.getByRole('list', { name: 'Items ordered' })).getAllByRole(
      'listitem',
    )
    await expect(lines).toHaveLength(fewLines.length)
    // Two of the sale product: the line shows what the two cost, at the price paid.
    const sale = fewLines[1]!
    await expect(lines[1]).toHaveTextContent(`2 × ${sale.name}`)
    await expect(lines[1]).toHaveTextContent(formatPrice(sale.unitPrice * 2))
    await expect(canvas.getByText('Total')).toHaveTextContent(formatPrice(cartSubtotal(fewLines)))
  }),
}

/** Eight lines, one with a long name that wraps. */
export const ManyItems: Story = { args: { order: orderOf(manyLines) } }

/** Large quantities and a four-figure total. */
export const LargeQuantities: Story = { args: { order: orderOf(overNinetyNine) } }

/** A product without colour or size: no options in brackets. */
export const WithoutOptions: Story = {
  args: { order: orderOf([lineOf({ ...plainProduct, colors: [], sizes: [] }, 1)]) },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).not.toHaveTextContent('(')
  }),
}

export const Phone: Story = { args: { order: orderOf(manyLines) }, globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
