import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { NoResults } from '@/components/search/no-results'
import { onViewport } from '../../../.storybook/viewports'
import { withListing } from '../support/instant-search'
import { withMountedFilters } from '../support/mounted-filters'
import { testOnly } from '../support/test-only'

/** When nothing matches: the query, ways out and trending products to carry on with. */
const meta = {
  title: 'Storefront/Search/NoResults',
  component: NoResults,
  decorators: [
    withMountedFilters,
    withListing({ query: 'purple unicorn saddle', toggle: { onSale: true } }),
  ],
} satisfies Meta<typeof NoResults>
export default meta
type Story = StoryObj<typeof meta>

export const QueryAndFilters: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'No results for “purple unicorn saddle”' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Clear all filters' })).toBeVisible()
    // Trending products load after the message, so the shopper can carry on.
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('[data-model="trending-items"][data-state="idle"]'),
        ).not.toBeNull(),
      { timeout: 5000 },
    )
  }),
}

export const ClearTheSearch: Story = {
  decorators: [withListing({ query: 'purple unicorn saddle' })],
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear the search' }))
    // With the query gone there are results again: the message goes away.
    await waitFor(() => expect(canvas.queryByTestId('no-results')).toBeNull())
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }
