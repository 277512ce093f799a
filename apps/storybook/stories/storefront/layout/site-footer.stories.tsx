import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { SiteFooter } from '@/components/layout/site-footer'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Layout/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Footer' })).toBeVisible()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }
