import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ProductGallery } from '@/components/product/product-gallery'
import { getGalleryImages } from '@/lib/product'
import { regularProduct, saleProduct } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/ProductGallery',
  component: ProductGallery,
  args: { images: getGalleryImages(regularProduct), name: regularProduct.name },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }))
    await expect(canvas.getByRole('button', { name: 'Previous picture' })).toBeVisible()
  }),
}

export const SinglePicture: Story = {
  args: { images: getGalleryImages(saleProduct).slice(0, 1), name: saleProduct.name },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }

export const RightToLeft: Story = { globals: { dir: 'rtl' } }
