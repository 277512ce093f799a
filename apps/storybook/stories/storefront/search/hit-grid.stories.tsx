import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { HitGrid } from '@/components/search/hit-grid'
import { sentEvents } from '../../../fixtures/insights'
import { onViewport } from '../../../.storybook/viewports'
import { withListing } from '../support/instant-search'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Search/HitGrid',
  component: HitGrid,
  decorators: [withListing({ query: 'cotton' }, 12)],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HitGrid>
export default meta
type Story = StoryObj<typeof meta>

export const Results: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const hits = await canvas.findAllByTestId('hit')
    await expect(hits.length).toBeGreaterThan(1)
    const link = within(hits[1]!).getByRole('link')
    link.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await userEvent.click(link)
    // The click event carries the search's queryID and the hit's 1-based position.
    await waitFor(() =>
      expect(sentEvents).toEqual([
        { kind: 'click', payload: expect.objectContaining({ position: 2 }) },
      ]),
    )
  }),
}

export const Few: Story = { decorators: [withListing({ query: 'helmet' }, 12)] }

export const Phone: Story = { globals: onViewport('mobile') }

/** No result: the grid shows nothing (NoResults speaks instead). */
export const NoResults: Story = {
  decorators: [withListing({ query: 'qqqqzzzz' }, 12)],
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="hits"]')).toBeNull())
  }),
}
