import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { Configure } from 'react-instantsearch'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PriceFilter } from '@/components/search/price-filter'
import { answeredCount, whenAnswered } from '../../../fixtures/in-flight'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'
import { inSidebar } from '../support/in-sidebar'

const meta = {
  title: 'Storefront/Search/PriceFilter',
  component: PriceFilter,
  args: { attribute: 'price' },
  decorators: [withListing(), inSidebar],
} satisfies Meta<typeof PriceFilter>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const min = canvas.getByRole('spinbutton', { name: 'Min' })
    // Enabled once the first results give the price range.
    await waitFor(() => expect(min).toBeEnabled())
    await userEvent.type(min, '20')
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Max' }), '80')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }))
    await expect(min).toHaveValue(20)
  }),
}

export const Refined: Story = { decorators: [withListing({ range: { price: '25:150' } })] }

/** A search that found nothing: no range to choose from, so no bounds are suggested. */
export const NothingFound: Story = {
  decorators: [
    (Story) => (
      <>
        {/* The query of a search box that is not on show (a uiState query needs one). */}
        <Configure query="purple unicorn saddle" />
        <Story />
      </>
    ),
    withListing(),
  ],
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const min = canvas.getByRole('spinbutton', { name: 'Min' })
    const max = canvas.getByRole('spinbutton', { name: 'Max' })
    // Once the search has been answered and rendered, not only before it starts.
    await waitFor(() => expect(answeredCount()).toBeGreaterThan(0))
    await whenAnswered()
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    await expect(min).toBeDisabled()
    await expect(min).toHaveAttribute('placeholder', '')
    await expect(max).toHaveAttribute('placeholder', '')
  }),
}
