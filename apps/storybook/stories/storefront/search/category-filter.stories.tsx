import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CategoryFilter } from '@/components/search/category-filter'
import { CATEGORY_ATTRIBUTES } from '@/lib/search/attributes'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'
import { inSidebar } from '../support/in-sidebar'

const meta = {
  title: 'Storefront/Search/CategoryFilter',
  component: CategoryFilter,
  args: { attributes: CATEGORY_ATTRIBUTES },
  argTypes: { attributes: { control: false } },
  decorators: [withListing(), inSidebar],
} satisfies Meta<typeof CategoryFilter>
export default meta
type Story = StoryObj<typeof meta>

export const TopLevel: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const men = await canvas.findByRole('link', { name: /^Men \d+$/ })
    await userEvent.click(men)
    await expect(await canvas.findByRole('link', { current: true })).toHaveTextContent(/^Men/)
  }),
}

export const Expanded: Story = {
  decorators: [
    withListing({ hierarchicalMenu: { [CATEGORY_ATTRIBUTES[0]]: ['Women', 'Clothing'] } }),
  ],
}
