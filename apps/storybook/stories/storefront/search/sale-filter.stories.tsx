import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SaleFilter } from '@/components/search/sale-filter'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'
import { inSidebar } from '../support/in-sidebar'

const meta = {
  title: 'Storefront/Search/SaleFilter',
  component: SaleFilter,
  args: { attribute: 'onSale' },
  decorators: [withListing(), inSidebar],
} satisfies Meta<typeof SaleFilter>
export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('checkbox', { name: /On sale only/ })
    // Enabled once the first results say how many products are on sale.
    await waitFor(() => expect(box).toBeEnabled())
    await userEvent.click(box)
    await expect(box).toBeChecked()
  }),
}

export const On: Story = { decorators: [withListing({ toggle: { onSale: true } })] }
