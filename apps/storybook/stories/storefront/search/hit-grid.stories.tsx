import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { HitGrid } from '@/components/search/hit-grid'
import { answeredCount, whenAnswered } from '../../../fixtures/in-flight'
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
    // The results of the story's own search, not of an empty query.
    await expect(canvas.getByTestId('hits')).toHaveAttribute('data-query', 'cotton')
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

/** A search with fewer results than a page holds. */
export const Few: Story = {
  decorators: [withListing({ query: 'backpack' }, 12)],
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByTestId('hits')).toHaveAttribute('data-query', 'backpack'),
    )
    const hits = canvas.getAllByTestId('hit')
    await expect(hits.length).toBeGreaterThan(0)
    await expect(hits.length).toBeLessThan(12)
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

/** No result: the grid shows nothing (NoResults speaks instead). */
export const NoResults: Story = {
  decorators: [withListing({ query: 'qqqqzzzz' }, 12)],
  play: testOnly(async ({ canvasElement }) => {
    // Before the search answers the grid is empty too: wait for the answer, then for React.
    await waitFor(() => expect(answeredCount()).toBeGreaterThan(0))
    await whenAnswered()
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(canvasElement.querySelector('[data-testid="hits"]')).toBeNull()
  }),
}
