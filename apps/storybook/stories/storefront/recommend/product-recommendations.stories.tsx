import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, waitFor } from 'storybook/test'
import { ProductRecommendations } from '@/components/recommend/product-recommendations'
import { RecommendSkeleton } from '@/components/recommend/recommend-skeleton'
import { PRODUCT_MODELS } from '@/lib/recommend-models'
import { regularProduct, saleProduct } from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

/**
 * One product-to-product model of the product page (related products, frequently bought
 * together, looking similar), asked for from the browser once the shopper scrolls within a
 * screen of it (here it is in view at once); its skeleton shows until it answers; empty or
 * failed, the section is left out.
 */
const meta = {
  title: 'Storefront/Recommend/ProductRecommendations',
  component: ProductRecommendations,
  args: { model: 'related-products', objectID: regularProduct.objectID },
  argTypes: { model: { control: 'select', options: Object.keys(PRODUCT_MODELS) } },
} satisfies Meta<typeof ProductRecommendations>
export default meta
type Story = StoryObj<typeof meta>

export const RelatedProducts: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="idle"]')).not.toBeNull())
    const section = canvasElement.querySelector('[data-model="related-products"]')!
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
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull())
  }),
}

/** The provider failed or timed out: the section is left out, the page is unaffected. */
export const ProviderDown: Story = {
  parameters: { shop: { scenario: 'error' } },
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull())
  }),
}

export const Phone: Story = { globals: onViewport('mobile') }
