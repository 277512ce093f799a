import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { Price } from '@/components/product/price'
import { regularProduct, saleProduct } from '../../../fixtures/catalogue'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/Price',
  component: Price,
  args: { product: { price: regularProduct.price }, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Price>
export default meta
type Story = StoryObj<typeof meta>

export const Regular: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^\$\d/)).toBeVisible()
  }),
}

export const OnSale: Story = {
  args: { product: { price: saleProduct.price, salePrice: saleProduct.salePrice } },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The sale tag is decoration; screen readers hear "Sale price … Regular price …".
    await expect(canvas.getByText('Sale price')).toBeInTheDocument()
    await expect(canvas.getByText('Regular price').closest('s')).not.toBeNull()
    await expect(canvas.getByText('Sale')).toHaveAttribute('aria-hidden', 'true')
  }),
}

export const Large: Story = { args: { size: 'lg' } }

export const LargeOnSale: Story = {
  args: { ...OnSale.args, size: 'lg' },
}

export const ExpensiveItem: Story = {
  args: { product: { price: 12499.99, salePrice: 9999 } },
}

export const RightToLeft: Story = {
  args: OnSale.args,
  globals: { dir: 'rtl' },
}
