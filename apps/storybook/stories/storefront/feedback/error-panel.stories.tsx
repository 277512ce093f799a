import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorPanel } from '@/components/feedback/error-panel'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

/** The body of every error page (a route's `error.tsx`). */
const meta = {
  title: 'Storefront/Feedback/ErrorPanel',
  component: ErrorPanel,
  args: {
    error: Object.assign(new Error('Search service unreachable'), { digest: '2417331059' }),
    retry: fn(),
    title: 'Something went wrong',
  },
  argTypes: { error: { control: false } },
} satisfies Meta<typeof ErrorPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.retry).toHaveBeenCalledOnce()
    const home = canvas.getByRole('link', { name: 'Home page' })
    await expect(home).toHaveAttribute('href', '/')
    // Two buttons side by side, clearly apart (a space between them left 4 px).
    const retryBox = canvas.getByRole('button', { name: 'Try again' }).getBoundingClientRect()
    await expect(home.getBoundingClientRect().left - retryBox.right).toBeGreaterThanOrEqual(8)
    // Never a stack trace; the digest is for support, read by screen readers only.
    await expect(canvasElement).not.toHaveTextContent('Search service unreachable')
  }),
}

export const ProductPage: Story = { args: { title: 'This product could not be loaded' } }

export const Phone: Story = { globals: onViewport('mobile') }
