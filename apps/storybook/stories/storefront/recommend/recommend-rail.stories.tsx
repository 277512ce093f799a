import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ProductCard } from '@/components/product/product-card'
import { RecommendRail } from '@/components/recommend/recommend-rail'
import { recommended } from '../../../fixtures/catalogue'
import { testOnly } from '../support/test-only'

const items = recommended(6, 50)

/** The client half of a rail: the carousel and the click events; the cards are its children. */
const meta = {
  title: 'Storefront/Recommend/RecommendRail',
  component: RecommendRail,
  args: {
    title: 'Related products',
    model: 'related-products',
    clicks: items.map(({ objectID, queryID, position }) => ({ objectID, queryID, position })),
    children: items.map((item) => <ProductCard key={item.objectID} product={item} />),
  },
  argTypes: { children: { control: false }, clicks: { control: false } },
} satisfies Meta<typeof RecommendRail>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const prev = canvas.getByRole('button', { name: /previous/i })
    const next = canvas.getByRole('button', { name: /next/i })
    // At either end the arrow stays focusable but says it does nothing (aria-disabled).
    await expect(prev).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(next)
    await userEvent.click(next)
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(prev)
    await expect(next).not.toHaveAttribute('aria-disabled', 'true')
  }),
}

export const KeyboardOnly: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Related products' })
    region.focus()
    await userEvent.keyboard('{ArrowRight}')
    // The arrows are inside the region (WAI-ARIA carousel pattern), next to the slides.
    await expect(within(region).getByRole('button', { name: /previous/i })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(within(region).getByRole('button', { name: /next/i })).toBeVisible()
  }),
}
