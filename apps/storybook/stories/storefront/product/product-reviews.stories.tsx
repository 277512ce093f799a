import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ProductReviews } from '@/components/product/product-reviews'
import { regularProduct, singleReviewProduct, unreviewedProduct } from '../../../fixtures/catalogue'
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
    const reviews = within(canvasElement).getByRole('region', { name: 'Reviews' })
    await expect(reviews).toHaveAttribute('id', 'reviews')
    // The shopper sees the written reviews, not only the stars.
    await expect(within(reviews).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    // The record holds three of them: the list says so instead of passing for all of them.
    await expect(
      within(reviews).getByText(/^Showing 3 of [\d,]+ reviews, newest first$/),
    ).toBeVisible()
  }),
}

export const OneReview: Story = {
  args: { product: singleReviewProduct },
  play: testOnly(async ({ canvasElement }) => {
    const reviews = within(canvasElement).getByRole('region', { name: 'Reviews' })
    await expect(within(reviews).getByText(/Based on 1 review\b/)).toBeVisible()
    await expect(within(reviews).getAllByRole('heading', { level: 3 })).toHaveLength(1)
  }),
}

export const NoReviewsYet: Story = {
  args: { product: unreviewedProduct },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet.')).toBeVisible()
  }),
}
