import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { RecommendCarousel } from '@/components/recommend/recommend-carousel'
import { recommended } from '../../../fixtures/catalogue'
import { sentEvents } from '../../../fixtures/insights'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Recommend/RecommendCarousel',
  component: RecommendCarousel,
  args: { title: 'Looking similar', model: 'looking-similar', items: recommended(8, 30) },
} satisfies Meta<typeof RecommendCarousel>
export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: testOnly(async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const next = canvas.getByRole('button', { name: /next/i })
    await userEvent.click(next)
    const third = args.items[2]!
    // A click on a card reports the list's queryID and the card's 1-based position.
    await userEvent.click(canvas.getByRole('link', { name: third.name }))
    await waitFor(() =>
      expect(sentEvents).toEqual([
        {
          kind: 'click',
          payload: expect.objectContaining({ objectID: third.objectID, position: 3 }),
        },
      ]),
    )
  }),
}

export const Few: Story = { args: { items: recommended(3, 30) } }

export const Phone: Story = { globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
