import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { Breadcrumb } from '@/components/product/breadcrumb'
import { longTextProduct, regularProduct } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/Breadcrumb',
  component: Breadcrumb,
  args: { path: regularProduct.breadcrumb, current: regularProduct.name },
} satisfies Meta<typeof Breadcrumb>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [top] = regularProduct.breadcrumb
    await expect(canvas.getByRole('link', { name: top! })).toHaveAttribute(
      'href',
      expect.stringContaining('/category/'),
    )
    await expect(canvas.getByText(regularProduct.name)).toHaveAttribute('aria-current', 'page')
  }),
}

export const TopLevelOnly: Story = { args: { path: regularProduct.breadcrumb.slice(0, 1) } }

export const LongName: Story = {
  args: { path: longTextProduct.breadcrumb, current: longTextProduct.name },
}

export const Phone: Story = { args: LongName.args, globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
