import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CategoryNav } from '@/components/layout/category-nav'
import { topCategories } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const categories = topCategories()

/** The header's row of top categories (see SiteHeader), here on its own. */
const meta = {
  title: 'Storefront/Layout/CategoryNav',
  component: CategoryNav,
  args: { categories: categories.slice(0, 6) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CategoryNav>
export default meta
type Story = StoryObj<typeof meta>

/** Every category fits: no fade, no arrow. */
export const Desktop: Story = {
  globals: onViewport('desktop'),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Categories' })
    await expect(within(nav).getAllByRole('link')).toHaveLength(6)
    await expect(within(nav).getByRole('link', { name: categories[0]!.name })).toHaveAttribute(
      'href',
      `/category/${encodeURIComponent(categories[0]!.name)}`,
    )
    await expect(canvas.queryByTestId('categories-more')).toBeNull()
  }),
}

/** Every category of the demo catalogue on a phone: the row scrolls, an arrow shows more follow. */
export const PhoneScrolls: Story = {
  args: { categories },
  globals: onViewport('mobile'),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Categories' })
    await waitFor(() => expect(nav).toHaveAttribute('data-more-end'))
    await expect(nav).not.toHaveAttribute('data-more-start')
    await userEvent.click(canvas.getByTestId('categories-more'))
    // Scrolled on: the categories passed fade out at the start edge.
    await waitFor(() => expect(nav).toHaveAttribute('data-more-start'))
  }),
}

/** As it opens on a phone, before the shopper scrolls. */
export const Phone: Story = { args: { categories }, globals: onViewport('mobile') }

/** Names far longer than the demo's, as a translated shop may have. */
export const LongNames: Story = {
  args: {
    categories: categories.slice(0, 4).map(({ name, count }) => ({
      name: `${name} and Everything Else for ${name}`,
      count,
    })),
  },
  globals: onViewport('tablet'),
}

/** A single category. */
export const One: Story = { args: { categories: categories.slice(0, 1) } }

/** Right to left the row starts at the right: the arrow and the fade are at its left end. */
export const RightToLeft: Story = {
  args: { categories },
  globals: { ...onViewport('mobile'), dir: 'rtl' },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Categories' })
    await waitFor(() => expect(nav).toHaveAttribute('data-more-end'))
    const first = canvas.getByRole('link', { name: categories[0]!.name })
    const arrow = canvas.getByTestId('categories-more')
    // The arrow sits past the row's end, not over its first category.
    await expect(arrow.getBoundingClientRect().right).toBeLessThan(
      first.getBoundingClientRect().left,
    )
    await userEvent.click(arrow)
    await waitFor(() => expect(nav).toHaveAttribute('data-more-start'))
  }),
}

/** Right to left, as it opens. */
export const RightToLeftOpened: Story = {
  args: { categories },
  globals: { ...onViewport('mobile'), dir: 'rtl' },
}
