import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { RecommendSection } from '@/components/recommend/recommend-section'
import { longTextProduct, recommended } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

/**
 * Every recommendation rail of the shop goes through this: `loading` shows the skeleton,
 * `idle` the cards; an empty or failed list shows nothing at all (the page closes up).
 */
const meta = {
  title: 'Storefront/Recommend/RecommendSection',
  component: RecommendSection,
  args: {
    title: 'Related products',
    model: 'related-products',
    status: 'idle',
    items: recommended(8),
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'idle'] } },
} satisfies Meta<typeof RecommendSection>
export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!
    await expect(section).toHaveAttribute('data-state', 'idle')
    await expect(section.querySelectorAll('article')).toHaveLength(8)
    // The first and last cards in view line up with the heading and the next arrow (they were
    // 4 px in from both, and from the placeholder cards shown before them).
    const cards = [...section.querySelectorAll('article')].map((card) =>
      card.getBoundingClientRect(),
    )
    const heading = within(section).getByRole('heading', { level: 2 }).getBoundingClientRect()
    const next = within(section).getByRole('button', { name: 'Next slide' }).getBoundingClientRect()
    await expect(Math.abs(cards[0]!.left - heading.left)).toBeLessThanOrEqual(1)
    await expect(Math.abs(cards[3]!.right - next.right)).toBeLessThanOrEqual(1)
  }),
}

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  parameters: { screenshot: { loading: true } },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading related products',
    )
  }),
}

export const Few: Story = {
  args: { items: recommended(2) },
  play: testOnly(async ({ canvasElement }) => {
    // Everything fits: no arrows.
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  }),
}

export const LongText: Story = {
  args: {
    title: 'Customers who viewed this item also viewed these related products',
    items: [{ ...longTextProduct, position: 1 }, ...recommended(5, 10)],
  },
}

/** No recommendation (or a failed call): the shop renders nothing. */
export const Empty: Story = {
  args: { items: [] },
  play: testOnly(async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

export const Tablet: Story = { globals: onViewport('tablet') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
