import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { ProductGrid } from '@/components/product/product-grid'
import { longTextProduct, saleProduct, summaries } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

const meta = {
  title: 'Storefront/Product/ProductGrid',
  component: ProductGrid,
  args: { products: summaries(12), priorityCount: 2 },
  argTypes: { priorityCount: { control: { type: 'number', min: 0, max: 12, step: 1 } } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductGrid>
export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items).toHaveLength(12)
    const eager = canvasElement.querySelectorAll('img[loading="eager"]')
    await expect(eager).toHaveLength(2)
  }),
}

/** Two cards: one on sale, one whose long name wraps (a product of its own: keys are objectIDs). */
export const Few: Story = {
  args: {
    products: [saleProduct, { ...longTextProduct, objectID: `${saleProduct.objectID}-long` }],
  },
}

export const Phone: Story = { args: { products: summaries(6) }, globals: onViewport('mobile') }

export const Tablet: Story = { args: { products: summaries(6) }, globals: onViewport('tablet') }
