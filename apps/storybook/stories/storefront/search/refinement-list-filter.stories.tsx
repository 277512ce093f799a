import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { RefinementListFilter } from '@/components/search/refinement-list-filter'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'
import { inSidebar } from '../support/in-sidebar'

const meta = {
  title: 'Storefront/Search/RefinementListFilter',
  component: RefinementListFilter,
  args: {
    attribute: 'brand',
    title: 'Brand',
    noun: 'brands',
    searchable: true,
    refinedFirst: true,
  },
  argTypes: { limit: { control: { type: 'number', min: 1, max: 20, step: 1 } } },
  decorators: [withListing(), inSidebar],
} satisfies Meta<typeof RefinementListFilter>
export default meta
type Story = StoryObj<typeof meta>

export const Brands: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const more = await canvas.findByRole('button', { name: 'More brands' })
    await userEvent.click(more)
    await expect(canvas.getByRole('button', { name: 'Fewer brands' })).toBeVisible()
  }),
}

export const SearchingBrands: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('checkbox')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search brands' }), 'zzz')
    await expect(await canvas.findByText('No brands match “zzz”.')).toBeVisible()
  }),
}

export const Colours: Story = {
  args: { attribute: 'colors', title: 'Colour', noun: 'colours', searchable: false },
  decorators: [withListing({ refinementList: { colors: ['Black'] } })],
  play: testOnly(async ({ canvasElement }) => {
    const black = await within(canvasElement).findByRole('checkbox', { name: /^Black/ })
    await expect(black).toBeChecked()
  }),
}

export const Sizes: Story = {
  args: {
    attribute: 'sizes',
    title: 'Size',
    noun: 'sizes',
    searchable: false,
    refinedFirst: false,
    limit: 20,
  },
}
