import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { CartLink } from '@/components/layout/cart-link'
import headerStyles from '@/components/layout/site-header.module.css'
import { fewLines, lineOf, overNinetyNine } from '../../../fixtures/cart'
import { regularProduct } from '../../../fixtures/catalogue'
import { testOnly } from '../support/test-only'

/** The header's cart link: its badge counts the units in the cart, live in every tab. */
const meta = {
  title: 'Storefront/Layout/CartLink',
  component: CartLink,
  args: { className: headerStyles.cart },
  argTypes: { className: { control: false } },
} satisfies Meta<typeof CartLink>
export default meta
type Story = StoryObj<typeof meta>

/**
 * The badge keeps clear of the "Cart" label (it ran 4 px into the C) and inside the link, so
 * it is neither cut at a page's edge nor drawn over the text, whatever the count's width.
 */
async function expectBadgeClearOfLabel(canvasElement: HTMLElement, text: string) {
  const link = within(canvasElement).getByRole('link', { name: /in cart/ })
  const badge = within(canvasElement).getByTestId('cart-badge')
  await expect(badge).toHaveTextContent(text)
  const label = within(link).getByText('Cart').getBoundingClientRect()
  const pill = badge.getBoundingClientRect()
  const box = link.getBoundingClientRect()
  const gap = Math.max(label.left - pill.right, pill.left - label.right)
  await expect(gap).toBeGreaterThanOrEqual(2)
  await expect(pill.left).toBeGreaterThanOrEqual(box.left)
  await expect(pill.right).toBeLessThanOrEqual(box.right)
}

export const ThreeItems: Story = {
  parameters: { shop: { cart: fewLines } },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: /Cart/ })).toHaveAttribute('href', '/cart')
    await expect(canvas.getByTestId('cart-badge')).toHaveTextContent('3')
  }),
}

export const EmptyCart: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('cart-badge')).toBeNull()
  }),
}

export const OneItem: Story = {
  parameters: { shop: { cart: [lineOf(regularProduct, 1)] } },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('cart-badge')).toHaveAccessibleName(
      '1 item in cart',
    )
    await expectBadgeClearOfLabel(canvasElement, '1')
  }),
}

export const NinetyNine: Story = {
  parameters: { shop: { cart: [lineOf(regularProduct, 99)] } },
  play: testOnly(async ({ canvasElement }) => expectBadgeClearOfLabel(canvasElement, '99')),
}

export const OverNinetyNine: Story = {
  parameters: { shop: { cart: overNinetyNine } },
  play: testOnly(async ({ canvasElement }) => {
    const badge = within(canvasElement).getByTestId('cart-badge')
    await expect(badge).toHaveTextContent('99+')
    await expect(badge).toHaveAccessibleName('150 items in cart')
    await expectBadgeClearOfLabel(canvasElement, '99+')
  }),
}

export const RightToLeft: Story = {
  parameters: { shop: { cart: overNinetyNine } },
  globals: { dir: 'rtl' },
  play: testOnly(async ({ canvasElement }) => expectBadgeClearOfLabel(canvasElement, '99+')),
}
