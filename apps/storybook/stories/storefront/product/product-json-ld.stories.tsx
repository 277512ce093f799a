import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { ProductJsonLd } from '@/components/product/product-json-ld'
import { toProductJsonLd } from '@/lib/json-ld'
import { longTextProduct, saleProduct } from '../../../fixtures/catalogue'
import { testOnly } from '../support/test-only'

/**
 * Invisible to shoppers: schema.org data for search engines, as an inert JSON block. The story
 * shows the data it writes.
 */
const meta = {
  title: 'Storefront/Product/ProductJsonLd',
  component: ProductJsonLd,
  args: { product: saleProduct, url: `https://vitrine.example/product/${saleProduct.objectID}` },
  render: (args) => (
    <div>
      <ProductJsonLd {...args} />
      <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }} data-testid="json-ld-preview">
        {JSON.stringify(toProductJsonLd(args.product, args.url), null, 2)}
      </pre>
    </div>
  ),
} satisfies Meta<typeof ProductJsonLd>
export default meta
type Story = StoryObj<typeof meta>

export const OnSale: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const script = canvasElement.querySelector('script[type="application/ld+json"]')!
    const data = JSON.parse(script.textContent!)
    await expect(data['@type']).toBe('Product')
    await expect(data.name).toBe(saleProduct.name)
  }),
}

export const MarkupInText: Story = {
  args: { product: { ...longTextProduct, name: '</script><b>Not markup</b>' } },
  play: testOnly(async ({ canvasElement }) => {
    const script = canvasElement.querySelector('script[type="application/ld+json"]')!
    await expect(script.textContent).not.toContain('</script>')
    await expect(JSON.parse(script.textContent!).name).toBe('</script><b>Not markup</b>')
  }),
}
