import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ListingLayout } from '@/components/search/listing-layout'
import { CATEGORY_ATTRIBUTES } from '@/lib/search/attributes'
import { onViewport, VIEWPORT_FRAME_IN_DOCS } from '../../../.storybook/viewports'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

/** The search and category page: heading, search field, filters, toolbar, results, pages. */
const meta = {
  title: 'Storefront/Search/ListingLayout',
  component: ListingLayout,
  decorators: [withListing({ query: 'cotton' })],
  parameters: {
    layout: 'fullscreen',
    // One listing per frame on the docs page: listings on one page share the address they follow.
    docs: { story: { inline: false, height: '900px' } },
  },
  globals: onViewport('desktop'),
} satisfies Meta<typeof ListingLayout>
export default meta
type Story = StoryObj<typeof meta>

export const Search: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByTestId('hit')).length).toBeGreaterThan(1)
  }),
}

export const Category: Story = {
  decorators: [withListing({ hierarchicalMenu: { [CATEGORY_ATTRIBUTES[0]]: ['Home'] } })],
  parameters: { nextjs: { navigation: { pathname: '/category/Home' } } },
}

export const Filtered: Story = {
  decorators: [
    withListing({ query: 'cotton', toggle: { onSale: true }, numericMenu: { rating: '3:' } }),
  ],
}

export const NothingFound: Story = {
  decorators: [withListing({ query: 'purple unicorn saddle' })],
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('no-results')).toBeVisible()
    // Facets with no values left show no empty heading.
    await expect(canvas.queryByRole('group', { name: 'Colour' })).toBeNull()
  }),
}

export const SlowSearch: Story = { parameters: { shop: { scenario: 'loading' } } }

export const Phone: Story = {
  parameters: VIEWPORT_FRAME_IN_DOCS,
  globals: onViewport('mobile'),
}

export const PhoneFiltersOpen: Story = {
  parameters: VIEWPORT_FRAME_IN_DOCS,
  globals: onViewport('mobile'),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /^Filters/ }))
    await expect(canvas.getByRole('dialog', { name: 'Filters' })).toBeVisible()
  }),
}

export const Tablet: Story = {
  parameters: VIEWPORT_FRAME_IN_DOCS,
  globals: onViewport('tablet'),
}

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
