import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { Rating } from '@/components/product/rating'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/Rating',
  component: Rating,
  args: { rating: 4.3, reviewCount: 128 },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    reviewCount: { control: { type: 'number', min: 0, step: 1 } },
  },
} satisfies Meta<typeof Rating>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Rated 4.3 out of 5, 128 reviews')).toBeInTheDocument()
    await expect(canvas.getByText('4.3 (128)')).toBeVisible()
  }),
}

export const Perfect: Story = { args: { rating: 5, reviewCount: 1 } }

export const OneReview: Story = {
  args: { rating: 3, reviewCount: 1 },
  play: testOnly(async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Rated 3.0 out of 5, 1 review'),
    ).toBeInTheDocument()
  }),
}

export const NotRated: Story = { args: { rating: 0, reviewCount: 0 } }

export const ManyReviews: Story = { args: { rating: 4.8, reviewCount: 38_412 } }

/** Right to left the stars fill from the right, under the same value. */
export const RightToLeft: Story = {
  args: { rating: 3.5, reviewCount: 128 },
  globals: { dir: 'rtl' },
}
