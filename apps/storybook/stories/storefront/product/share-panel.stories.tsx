import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { SharePanel } from '@/components/product/share-panel'
import { longTextProduct, regularProduct } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/SharePanel',
  component: SharePanel,
  args: {
    url: `https://vitrine.example/product/${regularProduct.objectID}`,
    name: regularProduct.name,
    objectID: regularProduct.objectID,
  },
} satisfies Meta<typeof SharePanel>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('img', { name: `QR code for ${regularProduct.name}` }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Download QR code' })).toBeEnabled()
  }),
}

export const LongUrl: Story = {
  args: {
    url: `https://shop.vitrine.example/product/${longTextProduct.objectID}?utm_source=newsletter&utm_campaign=autumn-sale-2026&ref=share-panel`,
    name: longTextProduct.name,
  },
}

export const Phone: Story = { args: LongUrl.args, globals: onViewport('mobile') }
