import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, waitFor, fn, userEvent, within } from 'storybook/test'
import { FiltersPanel } from '@/components/search/filters-panel'
import { onViewport } from '../../../.storybook/viewports'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

/**
 * The filters in the order the index's renderingContent gives: a sidebar on large screens, a
 * modal drawer opened from the toolbar on small ones.
 */
const meta = {
  title: 'Storefront/Search/FiltersPanel',
  component: FiltersPanel,
  args: { open: false, onClose: fn() },
  decorators: [withListing()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FiltersPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Sidebar: Story = {
  globals: onViewport('desktop'),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('group', { name: 'Brand' })).toBeVisible()
    await expect(canvas.queryByRole('dialog')).toBeNull()
  }),
}

export const WithRefinements: Story = {
  globals: onViewport('desktop'),
  decorators: [withListing({ toggle: { onSale: true }, refinementList: { colors: ['Black'] } })],
}

export const DrawerOnPhone: Story = {
  args: { open: true },
  globals: onViewport('mobile'),
  play: testOnly(async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const dialog = canvas.getByRole('dialog', { name: 'Filters' })
    await expect(canvas.getByRole('button', { name: 'Close filters' })).toHaveFocus()
    const show = await within(dialog).findByRole('button', { name: /^Show \d+ results$/ })
    await expect(show).toBeVisible()
    // Once the filters overflow the drawer, the button's strip covers it down to its edge: no
    // filter shows under the button.
    await waitFor(() => expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight))
    const strip = show.parentElement!.getBoundingClientRect()
    await expect(strip.bottom).toBeGreaterThanOrEqual(dialog.getBoundingClientRect().bottom - 1)
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalled()
  }),
}
