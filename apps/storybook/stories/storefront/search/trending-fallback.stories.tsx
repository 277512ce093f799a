import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, waitFor, within } from 'storybook/test'
import { TrendingFallback } from '@/components/search/trending-fallback'
import { testOnly } from '../support/test-only'

/** "Trending now" under a search that found nothing, fetched in the browser (trending-items). */
const meta = {
  title: 'Storefront/Search/TrendingFallback',
  component: TrendingFallback,
} satisfies Meta<typeof TrendingFallback>
export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="idle"]')).not.toBeNull())
  }),
}

export const Loading: Story = {
  parameters: { shop: { scenario: 'loading' } },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading trending now',
    )
  }),
}

export const Empty: Story = {
  parameters: { shop: { scenario: 'empty' } },
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull())
  }),
}

export const ProviderDown: Story = {
  parameters: { shop: { scenario: 'error' } },
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull())
  }),
}
