import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ListingHeading } from '@/components/search/listing-heading'
import { CATEGORY_ATTRIBUTES } from '@/lib/search/attributes'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Search/ListingHeading',
  component: ListingHeading,
  decorators: [withListing()],
} satisfies Meta<typeof ListingHeading>
export default meta
type Story = StoryObj<typeof meta>

export const AllProducts: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('listing-title')).toBeVisible()
  }),
}

export const Query: Story = { decorators: [withListing({ query: 'merino wool' })] }

export const Category: Story = {
  decorators: [
    withListing({ hierarchicalMenu: { [CATEGORY_ATTRIBUTES[0]]: ['Women', 'Clothing', 'Coats'] } }),
  ],
  play: testOnly(async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' }),
    ).toBeVisible()
  }),
}

export const RightToLeft: Story = { ...Category, globals: { dir: 'rtl' } }
