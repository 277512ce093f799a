import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ChipsSkeleton } from '@/components/home/section-skeleton'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Home/ChipsSkeleton',
  component: ChipsSkeleton,
  args: { label: 'trending brands' },
  // A loading state by design: its screenshot does not wait for it to end.
  parameters: { screenshot: { loading: true } },
} satisfies Meta<typeof ChipsSkeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading trending brands',
    )
  }),
}
