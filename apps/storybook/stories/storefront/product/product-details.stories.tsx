import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ProductDetails } from '@/components/product/product-details'
import {
  longTextProduct,
  outOfStockProduct,
  plainProduct,
  regularProduct,
  saleProduct,
  unreviewedProduct,
} from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/ProductDetails',
  component: ProductDetails,
  args: { product: regularProduct },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductDetails>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(regularProduct.name)
    await expect(canvas.getByRole('heading', { name: 'Description' })).toBeVisible()
  }),
}

export const OnSale: Story = { args: { product: saleProduct } }

export const LongText: Story = { args: { product: longTextProduct } }

export const NotReviewed: Story = { args: { product: unreviewedProduct } }

export const OutOfStock: Story = {
  args: { product: outOfStockProduct },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Out of stock.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
  }),
}

export const WithoutOptionsOrDescription: Story = {
  args: { product: { ...plainProduct, description: '' } },
}

export const Phone: Story = { args: { product: saleProduct }, globals: onViewport('mobile') }

export const RightToLeft: Story = { args: { product: saleProduct }, globals: { dir: 'rtl' } }
