import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ProductReviews } from '@/components/product/product-reviews'
import { regularProduct, unreviewedProduct } from '../../../fixtures/catalogue'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/ProductReviews',
  component: ProductReviews,
  args: { product: regularProduct },
} satisfies Meta<typeof ProductReviews>
export default meta
type Story = StoryObj<typeof meta>

export const Reviewed: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Reviews' })).toHaveAttribute(
      'id',
      'reviews',
    )
  }),
}

export const OneReview: Story = { args: { product: { ...regularProduct, reviewCount: 1 } } }

export const NoReviewsYet: Story = {
  args: { product: unreviewedProduct },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet.')).toBeVisible()
  }),
}
