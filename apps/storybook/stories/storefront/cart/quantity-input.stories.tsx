import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { QuantityInput } from '@/components/cart/quantity-input'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Cart/QuantityInput',
  component: QuantityInput,
  args: { value: 1, max: 99, onChange: fn(), 'aria-label': 'Quantity' },
  argTypes: {
    value: { control: { type: 'number', min: 1, step: 1 } },
    max: { control: { type: 'number', min: 1, step: 1 } },
  },
  // Controlled: the story keeps the reported quantity, as the cart and the purchase form do.
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <QuantityInput
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next)
          setValue(next)
        }}
      />
    )
  },
} satisfies Meta<typeof QuantityInput>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' })
    // Emptied while typing: nothing is reported until the field holds a valid quantity.
    await userEvent.clear(input)
    await expect(args.onChange).not.toHaveBeenCalled()
    await userEvent.type(input, '250')
    // Above the maximum: reported as the maximum.
    await expect(args.onChange).toHaveBeenLastCalledWith(99)
    await userEvent.clear(input)
    await userEvent.tab()
    // Leaving an emptied field shows the current quantity again.
    await expect(input).toHaveValue(99)
  }),
}

export const LargeQuantity: Story = { args: { value: 999, max: 999 } }

export const Disabled: Story = { args: { disabled: true } }
