import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from '@vitrine/ui-badge-qr'
import { useState } from 'react'
import type { CSSProperties } from 'react'
import { expect, spyOn, userEvent, within } from 'storybook/test'
import { testOnly } from '../storefront/support/test-only'

const itemsInCart = (n: number) => (n === 1 ? '1 item in cart' : `${n} items in cart`)

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 1, max: 99, showZero: false, label: itemsInCart },
  argTypes: {
    label: {
      control: false,
      table: { defaultValue: { summary: 'String: the count itself, e.g. "120"' } },
    },
    count: { control: { type: 'number', min: 0, step: 1 } },
    max: { control: { type: 'number', min: 1, step: 1 } },
    // `boolean | undefined` gets no toggle of its own.
    showZero: { control: 'boolean' },
  },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

/** What the shop's cart link shows: the count in a circle. */
export const InCart: Story = { args: { count: 3 } }

/** At 0 the badge renders nothing (this canvas is empty on purpose): an empty cart shows no pill. */
export const Zero: Story = {
  args: { count: 0 },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull()
  }),
}

/** `showZero`: the pill shows 0, for counts where zero is news ("0 unread"). */
export const ZeroShown: Story = {
  args: { count: 0, showZero: true },
  play: testOnly(async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '0 items in cart' })
    await expect(badge).toHaveTextContent('0')
  }),
}

/** A single digit sits in a circle, as wide as it is tall. */
export const One: Story = {
  args: { count: 1 },
  play: testOnly(async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '1 item in cart' })
    await expect(badge).toHaveTextContent(/^1$/)
    // A single digit sits in a circle: as wide as it is tall.
    const { width, height } = badge.getBoundingClientRect()
    await expect(width).toBeCloseTo(height, 0)
  }),
}

/** The largest count shown as it is, with the default `max` of 99. */
export const NinetyNine: Story = {
  args: { count: 99 },
  play: testOnly(async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '99 items in cart' })
    await expect(badge).toHaveTextContent(/^99$/)
  }),
}

/** Past `max` the pill reads `99+`; screen readers still hear the real count. */
export const OneHundred: Story = {
  args: { count: 100 },
  play: testOnly(async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '100 items in cart' })
    await expect(badge).toHaveTextContent(/^99\+$/)
  }),
}

/** A very large count still reads `99+`: the pill never grows past three characters. */
export const FiveThousand: Story = {
  args: { count: 5000 },
  play: testOnly(async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '5000 items in cart' })
    await expect(badge).toHaveTextContent(/^99\+$/)
  }),
}

function CartIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" data-testid="cart-icon">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01"
      />
    </svg>
  )
}

/** The storefront's cart button: the badge anchored on the icon's top-right corner. */
function CartButton({ initial }: { initial: number }) {
  const [count, setCount] = useState(initial)
  const anchor = {
    position: 'relative',
    display: 'inline-flex',
    '--vitrine-badge-position': 'absolute',
    '--vitrine-badge-top': '-8px',
    '--vitrine-badge-right': '-10px',
  } as CSSProperties
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: 16 }}>
      <button type="button" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        Cart
        <span style={anchor}>
          <CartIcon />
          <Badge count={count} label={itemsInCart} />
        </span>
      </button>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add to cart
      </button>
    </div>
  )
}

/** The storefront's cart button: the badge anchored on the icon's corner; "Add to cart" counts up past 99. */
export const OnCartIcon: Story = {
  args: { count: 98 },
  render: (args) => <CartButton initial={args.count} />,
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const badge = canvas.getByRole('img', { name: '98 items in cart' })
    const icon = canvas.getByTestId('cart-icon').getBoundingClientRect()
    const pill = badge.getBoundingClientRect()
    // Anchored over the icon's top-right corner: it covers that corner, not a spot beside it.
    await expect(pill.left).toBeLessThan(icon.right)
    await expect(pill.right).toBeGreaterThan(icon.right)
    await expect(pill.top).toBeLessThan(icon.top)
    await expect(pill.bottom).toBeGreaterThan(icon.top)
    await expect(canvas.getByRole('button', { name: 'Cart 98 items in cart' })).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(canvas.getByRole('img', { name: '99 items in cart' })).toHaveTextContent(/^99$/)
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }))
    await expect(canvas.getByRole('img', { name: '100 items in cart' })).toHaveTextContent(/^99\+$/)
  }),
}

const theme = {
  '--vitrine-badge-bg': '#1d4ed8',
  '--vitrine-badge-color': '#ffffff',
  '--vitrine-badge-size': '2rem',
  '--vitrine-badge-font-size': '1rem',
} as CSSProperties

/** Colours and size from the `--vitrine-badge-*` custom properties set on a parent. */
export const Themed: Story = {
  args: { count: 7, label: (n: number) => `${n} unread messages` },
  render: (args) => (
    <div style={theme}>
      <Badge {...args} />
    </div>
  ),
  play: testOnly(async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '7 unread messages' })
    const style = getComputedStyle(badge)
    await expect(style.backgroundColor).toBe('rgb(29, 78, 216)')
    await expect(style.color).toBe('rgb(255, 255, 255)')
    await expect(style.height).toBe('32px')
    await expect(style.fontSize).toBe('16px')
  }),
}

/** Where character `index` of the badge's text is drawn, from the left. */
function charLeft(badge: HTMLElement, index: number) {
  const range = document.createRange()
  range.setStart(badge.firstChild!, index)
  range.setEnd(badge.firstChild!, index + 1)
  return range.getBoundingClientRect().left
}

/** On a right-to-left page the pill still reads 99+ (its text is an ltr isolate), not +99. */
export const RightToLeft: Story = {
  args: { count: 120, label: (n: number) => `${n} פריטים בעגלה` },
  render: (args) => (
    <p dir="rtl" lang="he" style={{ fontFamily: 'sans-serif' }}>
      עגלה <Badge {...args} />
    </p>
  ),
  play: testOnly(async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '120 פריטים בעגלה' })
    await expect(badge).toHaveTextContent(/^99\+$/)
    // Drawn left to right: the plus sign sits right of the digits.
    await expect(charLeft(badge, 2)).toBeGreaterThan(charLeft(badge, 0))
  }),
}

/** A larger `max` for counts that matter past 99 (notifications): four characters, still a pill. */
export const LargerMax: Story = {
  args: { count: 1200, max: 999, label: (n: number) => `${n} unread notifications` },
  play: testOnly(async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: '1200 unread notifications' })
    await expect(badge).toHaveTextContent(/^999\+$/)
    // Wider than tall, the text inside the pill's padding.
    const { width, height } = badge.getBoundingClientRect()
    await expect(width).toBeGreaterThan(height)
    await expect(badge.scrollWidth).toBeLessThanOrEqual(Math.ceil(width))
  }),
}

/**
 * A count from bad data (here -1, as a cart read from storage might give): nothing renders, a
 * console error says why, and the page around it stays up.
 */
export const InvalidCount: Story = {
  args: { count: -1 },
  render: (args) => (
    <p>
      Cart <Badge {...args} />
    </p>
  ),
  beforeEach() {
    // The badge's console error is the expected outcome here, not a failure of the story.
    const error = spyOn(console, 'error').mockImplementation(() => {})
    return () => error.mockRestore()
  },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Cart')).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Badge renders nothing: /),
    )
  }),
}
