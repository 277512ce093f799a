import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartLineItem } from '@/components/cart/cart-line-item'
import { lineOf } from '../../../fixtures/cart'
import { longTextProduct, plainProduct, regularProduct } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Cart/CartLineItem',
  component: CartLineItem,
  args: { line: lineOf(regularProduct, 2), onQuantity: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 720 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLineItem>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${regularProduct.name}` }))
    await expect(args.onRemove).toHaveBeenCalledOnce()
    const quantity = canvas.getByRole('spinbutton', { name: `Quantity of ${regularProduct.name}` })
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '3')
    await expect(args.onQuantity).toHaveBeenLastCalledWith(3)
  }),
}

export const WithoutOptions: Story = { args: { line: lineOf(plainProduct, 1) } }

export const LongText: Story = { args: { line: lineOf(longTextProduct, 12) } }

export const LargeQuantity: Story = { args: { line: lineOf(regularProduct, 999) } }

export const Phone: Story = { args: LongText.args, globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }

/**
 * The stored picture no longer loads (the path came with the line, which can outlive it): the
 * tile shows plain, without the browser's broken-picture icon.
 */
export const MissingPicture: Story = {
  args: {
    line: {
      ...lineOf(regularProduct, 1),
      image: `/images/products/${regularProduct.objectID}/gone.svg`,
    },
  },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('missing-picture')).toBeVisible()
    await expect(canvasElement.querySelector('img')).toBeNull()
  }),
}
