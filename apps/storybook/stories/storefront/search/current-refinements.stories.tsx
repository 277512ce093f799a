import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CurrentRefinements } from '@/components/search/current-refinements'
import { onViewport } from '../../../.storybook/viewports'
import { withListing } from '../support/instant-search'
import { withMountedFilters } from '../support/mounted-filters'
import { testOnly } from '../support/test-only'

const refined = withListing({
  query: 'wool',
  toggle: { onSale: true },
  refinementList: { colors: ['Black', 'Gray'], brand: ['Northwind'] },
  numericMenu: { rating: '4:' },
  range: { price: '20:120' },
})

/** The active filters as removable chips, and "Clear all filters" (the query stays). */
const meta = {
  title: 'Storefront/Search/CurrentRefinements',
  component: CurrentRefinements,
  decorators: [withMountedFilters, refined],
} satisfies Meta<typeof CurrentRefinements>
export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chips = await canvas.findByRole('list', { name: 'Active filters' })
    // Each facet's chip appears once its widget has mounted from the first results.
    await waitFor(() => expect(within(chips).getAllByRole('button').length).toBeGreaterThan(4))
  }),
}

export const ClearAll: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear all filters' }))
    await expect(canvas.queryByRole('list', { name: 'Active filters' })).toBeNull()
  }),
}

export const One: Story = { decorators: [withListing({ toggle: { onSale: true } })] }

/** No filter: nothing is shown. */
export const None: Story = { decorators: [withListing({ query: 'wool' })] }

export const Phone: Story = { globals: onViewport('mobile') }
