import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { RatingHistogram } from '@/components/product/rating-histogram'
import { catalog, productOf } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const byReviews = catalog.records.map(productOf).sort((a, b) => b.reviewCount - a.reviewCount)
/** The demo catalogue's most reviewed product. */
const mostReviewed = byReviews[0]!
/** A demo product with only a handful of reviews. */
const fewReviewed = byReviews.findLast((p) => p.reviewCount >= 2 && p.reviewCount <= 5)!

/** The star breakdown under a product's reviews summary (see ProductReviews). */
const meta = {
  title: 'Storefront/Product/RatingHistogram',
  component: RatingHistogram,
  args: { counts: mostReviewed.ratingCounts },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingHistogram>
export default meta
type Story = StoryObj<typeof meta>

export const ManyReviews: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem')
    // Five stars first, each bar with its share of the reviews.
    await expect(rows.map((row) => row.textContent?.split(' ')[0])).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
    ])
    const share = Math.round((mostReviewed.ratingCounts[4]! / mostReviewed.reviewCount) * 100)
    await expect(rows[0]).toHaveTextContent(`5 stars${share}%`)
  }),
}

export const FewReviews: Story = { args: { counts: fewReviewed.ratingCounts } }

/** One review: a single full bar, the other rows at 0%. */
export const OneReview: Story = {
  args: { counts: [0, 0, 0, 1, 0] },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('100%')).toHaveLength(1)
    await expect(canvas.getAllByText('0%')).toHaveLength(4)
  }),
}

/** No reviews: nothing is shown (the reviews section says "No reviews yet."). */
export const NoReviews: Story = {
  args: { counts: [0, 0, 0, 0, 0] },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
