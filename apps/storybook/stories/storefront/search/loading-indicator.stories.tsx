import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LoadingIndicator } from '@/components/search/loading-indicator'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

/** Hidden unless a search is slow: after 200 ms without an answer it says so. */
const meta = {
  title: 'Storefront/Search/LoadingIndicator',
  component: LoadingIndicator,
  decorators: [withListing()],
} satisfies Meta<typeof LoadingIndicator>
export default meta
type Story = StoryObj<typeof meta>

export const SlowSearch: Story = {
  parameters: { shop: { scenario: 'loading' } },
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('loading')).toHaveAttribute('data-stalled', 'true'),
    )
    await expect(within(canvasElement).getByText('Loading results…')).toBeVisible()
  }),
}

export const Answered: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('loading')).toHaveAttribute(
      'data-stalled',
      'false',
    )
  }),
}
