import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { TrendingProducts } from '@/components/home/trending-products'
import { RecommendSkeleton } from '@/components/recommend/recommend-skeleton'
import { onViewport } from '../../../.storybook/viewports'
import { serverRendered } from '../support/server-component'
import { testOnly } from '../support/test-only'

/** A server component: "Trending now", the trending-items model. */
const meta = {
  title: 'Storefront/Home/TrendingProducts',
  component: TrendingProducts,
  ...serverRendered(TrendingProducts),
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-model="trending-items"]')!
    await expect(section.querySelectorAll('article')).toHaveLength(8)
    await expect(
      within(section as HTMLElement).getByRole('heading', { level: 2 }),
    ).toHaveTextContent('Trending now')
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

export const Loading: Story = {
  render: () => <RecommendSkeleton title="Trending now" model="trending-items" />,
  parameters: { screenshot: { loading: true } },
}

export const Empty: Story = { parameters: { shop: { scenario: 'empty' } } }

export const ProviderDown: Story = { parameters: { shop: { scenario: 'error' } } }
