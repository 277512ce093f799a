import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SiteHeader } from '@/components/layout/site-header'
import { topCategories } from '../../../fixtures/catalogue'
import { fewLines, overNinetyNine } from '../../../fixtures/cart'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Layout/SiteHeader',
  component: SiteHeader,
  args: { categories: topCategories().slice(0, 6) },
  parameters: { layout: 'fullscreen', shop: { cart: fewLines } },
} satisfies Meta<typeof SiteHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  globals: onViewport('desktop'),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Rendered in the browser alone (no server HTML), the header waits for the search field's
    // code, which the app loads apart from the page's.
    await expect(await canvas.findByRole('search')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

/** Typing on a phone: the suggestions are as wide as the search form (field and button). */
export const PhoneSuggestions: Story = {
  globals: onViewport('mobile'),
  parameters: { shop: { cart: fewLines, recentSearches: [] } },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByRole('combobox', { name: 'Search products' })
    await userEvent.type(field, 'noise')
    const list = await canvas.findByRole('listbox')
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(0))
    const form = canvas.getByRole('search').getBoundingClientRect()
    const box = list.getBoundingClientRect()
    await expect(Math.abs(box.left - form.left)).toBeLessThanOrEqual(1)
    await expect(Math.abs(box.right - form.right)).toBeLessThanOrEqual(1)
  }),
}

export const Tablet: Story = { globals: onViewport('tablet') }

export const ProviderDown: Story = {
  args: { categories: [] },
  play: testOnly(async ({ canvasElement }) => {
    // Without categories the header still offers search and the cart.
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  }),
}

export const FullCart: Story = { parameters: { shop: { cart: overNinetyNine } } }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
