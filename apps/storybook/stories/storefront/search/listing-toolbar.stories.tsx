import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ListingToolbar } from '@/components/search/listing-toolbar'
import { answeredCount, whenAnswered } from '../../../fixtures/in-flight'
import { onViewport } from '../../../.storybook/viewports'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Search/ListingToolbar',
  component: ListingToolbar,
  args: { onOpenFilters: fn() },
  decorators: [withListing({ query: 'cotton' })],
} satisfies Meta<typeof ListingToolbar>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  globals: onViewport('desktop'),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The count of the story's own search ('cotton'), not of the whole catalogue (400).
    await waitFor(() => expect(answeredCount()).toBeGreaterThan(0))
    await whenAnswered()
    await waitFor(() =>
      expect(canvas.getByTestId('stats')).toHaveTextContent(/^[1-9]\d* results?$/),
    )
    await expect(canvas.getByTestId('stats')).not.toHaveTextContent('400 results')
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'Price: low to high',
    )
  }),
}

export const PhoneWithFilters: Story = {
  decorators: [withListing({ query: 'cotton', toggle: { onSale: true } })],
  globals: onViewport('mobile'),
  play: testOnly(async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Filters (1)' }))
    await expect(args.onOpenFilters).toHaveBeenCalledOnce()
  }),
}
