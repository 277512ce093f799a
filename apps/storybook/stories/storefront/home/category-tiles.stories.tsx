import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { CategoryTiles } from '@/components/home/category-tiles'
import { ChipsSkeleton } from '@/components/home/section-skeleton'
import { onViewport } from '../../../.storybook/viewports'
import { serverRendered } from '../support/server-component'
import { testOnly } from '../support/test-only'

/** A server component: the catalogue's top categories with their product counts. */
const meta = {
  title: 'Storefront/Home/CategoryTiles',
  component: CategoryTiles,
  ...serverRendered(CategoryTiles),
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.length).toBeGreaterThan(2)
    await expect(links[0]).toHaveAccessibleName(/\d+ products$/)
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

/** While the section streams in, the page shows the chips skeleton in its place. */
export const Loading: Story = {
  render: () => <ChipsSkeleton label="categories" />,
  parameters: { screenshot: { loading: true } },
}
