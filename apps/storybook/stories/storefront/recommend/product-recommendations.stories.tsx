import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { ProductRecommendations } from '@/components/recommend/product-recommendations'
import { RecommendSkeleton } from '@/components/recommend/recommend-skeleton'
import { PRODUCT_MODELS } from '@/lib/recommend-models'
import { regularProduct, saleProduct } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { serverRendered } from '../support/server-component'
import { testOnly } from '../support/test-only'

/**
 * A server component: one product-to-product model of the product page (related products,
 * frequently bought together, looking similar), bounded in time; while it loads, the page
 * shows its skeleton; empty or failed, the section is left out.
 */
const meta = {
  title: 'Storefront/Recommend/ProductRecommendations',
  component: ProductRecommendations,
  args: { model: 'related-products', objectID: regularProduct.objectID },
  argTypes: { model: { control: 'select', options: Object.keys(PRODUCT_MODELS) } },
  ...serverRendered(ProductRecommendations),
} satisfies Meta<typeof ProductRecommendations>
export default meta
type Story = StoryObj<typeof meta>

export const RelatedProducts: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-model="related-products"]')!
    await expect(section).toHaveAttribute('data-state', 'idle')
    await expect(section.querySelectorAll('article').length).toBeGreaterThan(0)
  }),
}

export const FrequentlyBoughtTogether: Story = { args: { model: 'bought-together' } }

export const LookingSimilar: Story = {
  args: { model: 'looking-similar', objectID: saleProduct.objectID },
}

export const Loading: Story = {
  render: () => (
    <RecommendSkeleton title={PRODUCT_MODELS['related-products']} model="related-products" />
  ),
  parameters: { screenshot: { loading: true } },
}

/** Nothing to recommend: the product page shows no section. */
export const Empty: Story = {
  parameters: { shop: { scenario: 'empty' } },
  play: testOnly(async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull()
  }),
}

/** The provider failed or timed out: the section is left out, the page is unaffected. */
export const ProviderDown: Story = {
  parameters: { shop: { scenario: 'error' } },
  play: testOnly(async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull()
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }
