import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { GridSkeleton } from '@/components/feedback/grid-skeleton'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Feedback/GridSkeleton',
  component: GridSkeleton,
  args: { count: 8, label: 'Loading products' },
  argTypes: { count: { control: { type: 'range', min: 0, max: 24, step: 1 } } },
  // A loading state by design: its screenshot does not wait for it to end.
  parameters: { layout: 'fullscreen', screenshot: { loading: true } },
} satisfies Meta<typeof GridSkeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading products' })
    await expect(status).toHaveAttribute('aria-busy', 'true')
  }),
}

export const Few: Story = { args: { count: 2 } }

export const Phone: Story = { globals: onViewport('mobile') }
