import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, waitFor } from 'storybook/test'
import { ProductRecommendationRail } from '@/components/recommend/product-recommendation-rail'
import { PRODUCT_MODELS } from '@/lib/recommend-models'
import { regularProduct, saleProduct } from '../../../fixtures/catalogue'
import { testOnly } from '../support/test-only'

/**
 * The code of one product page recommendation section, which the page loads once the shopper
 * nears the section (ProductRecommendations): asked for as it mounts, its skeleton until it
 * answers, then its cards; empty or failed, the section is left out.
 */
const meta = {
  title: 'Storefront/Recommend/ProductRecommendationRail',
  component: ProductRecommendationRail,
  args: { model: 'related-products', objectID: regularProduct.objectID },
  argTypes: { model: { control: 'select', options: Object.keys(PRODUCT_MODELS) } },
} satisfies Meta<typeof ProductRecommendationRail>
export default meta
type Story = StoryObj<typeof meta>

export const RelatedProducts: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="idle"]')).not.toBeNull())
    const section = canvasElement.querySelector('[data-model="related-products"]')!
    await expect(section.querySelectorAll('article').length).toBeGreaterThan(0)
  }),
}

export const LookingSimilar: Story = {
  args: { model: 'looking-similar', objectID: saleProduct.objectID },
}

/** The provider failed or timed out: the section is left out. */
export const ProviderDown: Story = {
  parameters: { shop: { scenario: 'error' } },
  play: testOnly(async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toBeNull())
  }),
}
