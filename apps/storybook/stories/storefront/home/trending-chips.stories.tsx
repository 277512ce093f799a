import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ChipsSkeleton } from '@/components/home/section-skeleton'
import { TrendingChips } from '@/components/home/trending-chips'
import { onViewport } from '../../../.storybook/viewports'
import { serverRendered } from '../support/server-component'
import { testOnly } from '../support/test-only'

/** A server component: the trending-facets model's brands, as chips to their listing. */
const meta = {
  title: 'Storefront/Home/TrendingChips',
  component: TrendingChips,
  ...serverRendered(TrendingChips),
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Trending brands' })).toBeVisible()
    await expect(canvas.getAllByRole('link').length).toBeGreaterThan(3)
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

export const Loading: Story = {
  render: () => <ChipsSkeleton label="trending brands" />,
  parameters: { screenshot: { loading: true } },
}

/** Nothing trending (a new shop) or a failed call: the section is left out. */
export const Empty: Story = {
  parameters: { shop: { scenario: 'empty' } },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull()
  }),
}

export const ProviderDown: Story = { parameters: { shop: { scenario: 'error' } } }
