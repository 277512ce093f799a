import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OptionGroup } from '@/components/product/option-group'
import { regularProduct } from '../../../fixtures/catalogue'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/OptionGroup',
  component: OptionGroup,
  args: {
    legend: 'Size',
    name: 'size',
    options: regularProduct.sizes,
    value: regularProduct.sizes[0],
    onChange: fn(),
  },
  // Controlled: the story keeps the chosen value, as the purchase form does.
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <OptionGroup
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next)
          setValue(next)
        }}
      />
    )
  },
} satisfies Meta<typeof OptionGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Sizes: Story = {
  play: testOnly(async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const [first, second] = regularProduct.sizes
    await expect(canvas.getByRole('radio', { name: first! })).toBeChecked()
    await userEvent.click(canvas.getByText(second!))
    await expect(args.onChange).toHaveBeenCalledWith(second)
    await expect(canvas.getByRole('radio', { name: second! })).toBeChecked()
    // Arrow keys move the choice, as in any radio group.
    canvas.getByRole('radio', { name: second! }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: regularProduct.sizes[2]! })).toBeChecked()
  }),
}

export const Colours: Story = {
  args: {
    legend: 'Colour',
    name: 'color',
    options: regularProduct.colors,
    value: regularProduct.colors[0],
  },
}

export const ManyOptions: Story = {
  args: {
    options: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '36', '37', '38', '39', '40'],
    value: 'M',
  },
}

export const NoOptions: Story = {
  args: { options: [], value: undefined },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull()
  }),
}
