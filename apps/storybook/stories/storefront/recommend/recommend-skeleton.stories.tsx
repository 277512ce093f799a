import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { RecommendSkeleton } from '@/components/recommend/recommend-skeleton'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Recommend/RecommendSkeleton',
  component: RecommendSkeleton,
  args: { title: 'Frequently bought together', model: 'bought-together' },
  // A loading state by design: its screenshot does not wait for it to end.
  parameters: { screenshot: { loading: true } },
} satisfies Meta<typeof RecommendSkeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading frequently bought together',
    )
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }
