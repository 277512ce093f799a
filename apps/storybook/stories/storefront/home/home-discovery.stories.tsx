import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { HomeDiscovery } from '@/components/home/home-discovery'
import { onViewport } from '../../../.storybook/viewports'
import { serverRendered } from '../support/server-component'
import { testOnly } from '../support/test-only'

/**
 * The home page's discovery sections: hero, trending products, trending brands, recommended
 * for you and categories. Each streams in on its own behind its skeleton.
 */
const meta = {
  title: 'Storefront/Home/HomeDiscovery',
  component: HomeDiscovery,
  parameters: { layout: 'fullscreen' },
  ...serverRendered(HomeDiscovery),
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Shop by category' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Trending now' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Recommended for you' })).toBeVisible()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

/** The provider is down: the hero stays, every section that needs it is left out. */
export const ProviderDown: Story = { parameters: { shop: { scenario: 'error' } } }
