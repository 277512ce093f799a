import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SearchBox } from '@/components/search/search-box'
import { CATEGORY_ATTRIBUTES } from '@/lib/search/attributes'
import { RECENT_SEARCHES_KEY } from '@/lib/search/recent-searches'
import { onViewport } from '../../../.storybook/viewports'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Search/SearchBox',
  component: SearchBox,
  decorators: [withListing()],
} satisfies Meta<typeof SearchBox>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('searchbox', { name: 'Search products' })
    await userEvent.type(field, 'wool{Enter}')
    await expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['wool'])
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(field).toHaveValue('')
  }),
}

export const WithQuery: Story = { decorators: [withListing({ query: 'trail running shoes' })] }

/** On a category page the field searches inside the category, and its name and placeholder say so. */
export const InCategory: Story = {
  decorators: [withListing({ hierarchicalMenu: { [CATEGORY_ATTRIBUTES[0]]: ['Home'] } })],
  play: testOnly(async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Search in Home' })
    await expect(field).toHaveAttribute('placeholder', 'Search in Home')
  }),
}

export const Phone: Story = {
  decorators: [withListing({ query: 'wool socks' })],
  globals: onViewport('mobile'),
}

export const RightToLeft: Story = {
  decorators: [withListing({ query: 'wool socks' })],
  globals: { dir: 'rtl' },
}
