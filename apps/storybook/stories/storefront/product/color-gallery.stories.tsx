import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import productPage from '@/app/product/[objectID]/product.module.css'
import { AddToCartForm } from '@/components/product/add-to-cart-form'
import { ColorGallery } from '@/components/product/color-gallery'
import { SelectedColorProvider } from '@/components/product/selected-color'
import { getGalleries } from '@/lib/product'
import type { Product } from '@/lib/types'
import {
  outOfStockProduct,
  plainProduct,
  regularProduct,
  saleProduct,
} from '../../../fixtures/catalogue'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

function galleryArgs(product: Product) {
  return { galleries: getGalleries(product), name: product.name }
}

/** The product page's pairing: the gallery beside the purchase form, sharing the chosen colour. */
function WithPurchaseForm({ product }: { product: Product }) {
  const galleries = getGalleries(product)
  const colorImages = Object.fromEntries(
    Object.entries(galleries).map(([color, images]) => [color, images[0]?.src ?? product.image]),
  )
  return (
    <SelectedColorProvider initial={product.colors.length === 1 ? product.colors[0] : undefined}>
      <article className={productPage.product}>
        <ColorGallery galleries={galleries} name={product.name} />
        <AddToCartForm product={{ ...product, colorImages }} />
      </article>
    </SelectedColorProvider>
  )
}

/**
 * The product page's gallery follows the colour chosen in the purchase form (through
 * SelectedColorProvider); on its own it shows the first colour.
 */
const meta = {
  title: 'Storefront/Product/ColorGallery',
  component: ColorGallery,
  args: galleryArgs(regularProduct),
} satisfies Meta<typeof ColorGallery>
export default meta
type Story = StoryObj<typeof meta>

const [firstColor, secondColor] = regularProduct.colors as [string, string]

/** Before a colour is chosen: the first colour's front view. */
export const FirstColour: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
  play: testOnly(async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByAltText(
        `${regularProduct.name} in ${firstColor.toLowerCase()}, front view`,
      ),
    ).toBeVisible()
  }),
}

/** Choosing a colour in the form shows that colour's pictures, from the front view again. */
export const ChoosingAColour: Story = {
  globals: onViewport('desktop'),
  render: () => <WithPurchaseForm product={regularProduct} />,
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Next picture' }))
    await userEvent.click(canvas.getAllByRole('radio', { name: secondColor })[0]!)
    await expect(
      canvas.getByAltText(`${regularProduct.name} in ${secondColor.toLowerCase()}, front view`),
    ).toBeVisible()
    await expect(
      canvas.queryByAltText(`${regularProduct.name} in ${firstColor.toLowerCase()}, front view`),
    ).toBeNull()
  }),
}

export const OnSale: Story = {
  globals: onViewport('desktop'),
  render: () => <WithPurchaseForm product={saleProduct} />,
}

/** Out of stock: the colours still change the pictures. */
export const OutOfStock: Story = {
  globals: onViewport('desktop'),
  render: () => <WithPurchaseForm product={outOfStockProduct} />,
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const color = outOfStockProduct.colors[1]!
    await userEvent.click(canvas.getAllByRole('radio', { name: color })[0]!)
    await expect(
      canvas.getByAltText(`${outOfStockProduct.name} in ${color.toLowerCase()}, front view`),
    ).toBeVisible()
  }),
}

/** A product in one colour (or none): its pictures, nothing to choose. */
export const SingleColour: Story = {
  globals: onViewport('desktop'),
  render: () => <WithPurchaseForm product={plainProduct} />,
}

export const Phone: Story = {
  globals: onViewport('mobile'),
  render: () => <WithPurchaseForm product={regularProduct} />,
}

export const RightToLeft: Story = {
  globals: { ...onViewport('desktop'), dir: 'rtl' },
  render: () => <WithPurchaseForm product={regularProduct} />,
}
