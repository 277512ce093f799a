import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { RatingFilter } from '@/components/search/rating-filter'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'
import { inSidebar } from '../support/in-sidebar'

const meta = {
  title: 'Storefront/Search/RatingFilter',
  component: RatingFilter,
  args: { attribute: 'rating' },
  decorators: [withListing(), inSidebar],
} satisfies Meta<typeof RatingFilter>
export default meta
type Story = StoryObj<typeof meta>

export const AnyRating: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('radio', { name: 'Any rating' })
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars & up' }))
    await waitFor(() => expect(canvas.getByRole('radio', { name: '4 stars & up' })).toBeChecked())
  }),
}

export const FourAndUp: Story = { decorators: [withListing({ numericMenu: { rating: '4:' } })] }
