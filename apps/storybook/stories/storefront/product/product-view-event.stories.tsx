import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, waitFor } from 'storybook/test'
import { ProductViewEvent } from '@/components/product/product-view-event'
import { regularProduct } from '../../../fixtures/catalogue'
import { sentEvents } from '../../../fixtures/insights'
import { testOnly } from '../support/test-only'

/**
 * Renders nothing: it sends the product page's "Product Viewed" event once per product. In
 * Storybook the fixture insights record the event instead of sending it.
 */
const meta = {
  title: 'Storefront/Product/ProductViewEvent',
  component: ProductViewEvent,
  args: { objectID: regularProduct.objectID },
  render: (args) => (
    <p>
      <ProductViewEvent {...args} />
      Product page of {args.objectID}: a view event was sent (it renders nothing).
    </p>
  ),
} satisfies Meta<typeof ProductViewEvent>
export default meta
type Story = StoryObj<typeof meta>

export const SendsOneView: Story = {
  play: testOnly(async () => {
    await waitFor(() =>
      expect(sentEvents).toEqual([
        { kind: 'view', payload: { objectID: regularProduct.objectID } },
      ]),
    )
  }),
}
