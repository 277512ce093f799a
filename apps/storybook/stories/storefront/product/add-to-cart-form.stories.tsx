import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AddToCartForm } from '@/components/product/add-to-cart-form'
import { CART_STORAGE_KEY } from '@/components/cart/cart-store'
import {
  outOfStockProduct,
  plainProduct,
  regularProduct,
  saleProduct,
} from '../../../fixtures/catalogue'
import { sentEvents } from '../../../fixtures/insights'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/AddToCartForm',
  component: AddToCartForm,
  args: { product: regularProduct },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddToCartForm>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const size = regularProduct.sizes[1]!
    // Nothing is preselected: the shopper picks a colour and a size first.
    await userEvent.click(canvas.getAllByRole('radio', { name: regularProduct.colors[0]! })[0]!)
    await userEvent.click(canvas.getByRole('radio', { name: size }))
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' })
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Added 2 × ${regularProduct.name} to your cart.`,
    )
    const [line] = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')
    await expect(line).toMatchObject({ objectID: regularProduct.objectID, size, quantity: 2 })
    await expect(sentEvents).toEqual([expect.objectContaining({ kind: 'add-to-cart' })])
  }),
}

export const OnSale: Story = {
  args: { product: saleProduct },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const option of [saleProduct.colors[0], saleProduct.sizes[0]])
      if (option) await userEvent.click(canvas.getAllByRole('radio', { name: option })[0]!)
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    const [line] = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')
    // The cart keeps the price the shopper saw: the sale price.
    await expect(line.unitPrice).toBe(saleProduct.salePrice)
  }),
}

export const WithoutOptions: Story = { args: { product: plainProduct } }

/** Colours still change the pictures; the quantity and the button are off, with the reason. */
export const OutOfStock: Story = {
  args: { product: outOfStockProduct },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const add = canvas.getByRole('button', { name: 'Add to cart' })
    await expect(add).toBeDisabled()
    await expect(add).toHaveAccessibleDescription(
      'Out of stock. This product cannot be added to the cart for now.',
    )
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
