import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ProductCard } from '@/components/product/product-card'
import {
  longTextProduct,
  outOfStockProduct,
  regularProduct,
  saleProduct,
  summaryOf,
  unreviewedProduct,
  catalog,
} from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/ProductCard',
  component: ProductCard,
  args: { product: regularProduct, headingLevel: 3, priority: false, reviewsLink: true },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    priority: { control: 'inline-radio', options: [false, true, 'high'] },
    name: { control: false },
    onOpen: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole('link', { name: regularProduct.name })
    await expect(link).toHaveAttribute('href', `/product/${regularProduct.objectID}`)
  }),
}

export const OnSale: Story = { args: { product: saleProduct } }

export const LongText: Story = { args: { product: longTextProduct } }

/** Still opens the product (its pictures and details); the label says it cannot be bought. */
export const OutOfStock: Story = {
  args: { product: outOfStockProduct },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible()
  }),
}

export const NotReviewed: Story = { args: { product: unreviewedProduct } }

export const WithoutBrand: Story = { args: { product: { ...regularProduct, brand: '' } } }

export const RatingWithoutLink: Story = {
  args: { reviewsLink: false },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1)
  }),
}

export const FirstRowPriority: Story = {
  args: { priority: 'high', product: summaryOf(catalog.records[3]!) },
  play: testOnly(async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
  }),
}

export const Phone: Story = { args: { product: saleProduct }, globals: onViewport('mobile') }

export const RightToLeft: Story = { args: { product: saleProduct }, globals: { dir: 'rtl' } }
