import { PRODUCT_IMAGE_VIEWS } from '@vitrine/demo-catalog'
import type { Product, ProductSummary, RecommendedProduct } from './types'

type Raw = Record<string, unknown>

const CATEGORY_SEPARATOR = ' > '

/** Attributes a product card needs; keeps list answers small. */
export const CARD_ATTRIBUTES = [
  'name',
  'brand',
  'price',
  'salePrice',
  'onSale',
  'rating',
  'reviewCount',
  'image',
]

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v !== '')
    : []
}

/** Only same-origin paths and https URLs reach an `src`; anything else gets the placeholder. */
function toImage(value: unknown, objectID: string): string {
  const src = text(value)
  if ((src.startsWith('/') && !src.startsWith('//')) || src.startsWith('https://')) return src
  return productImagePath(objectID)
}

function toBreadcrumb(raw: Raw): string[] {
  const levels = raw.hierarchicalCategories
  if (levels && typeof levels === 'object') {
    const values = Object.entries(levels as Raw)
      .filter(([key]) => /^lvl\d+$/.test(key))
      .sort(([a], [b]) => Number(a.slice(3)) - Number(b.slice(3)))
      .map(([, value]) => (Array.isArray(value) ? text(value[0]) : text(value)))
      .filter(Boolean)
    const deepest = values.at(-1)
    if (deepest) return deepest.split(CATEGORY_SEPARATOR)
  }
  return strings(raw.categories)
}

/** Path of the generated placeholder image of a product. */
export function productImagePath(objectID: string, view?: number): string {
  const path = `/images/products/${encodeURIComponent(objectID)}.svg`
  return view ? `${path}?view=${view}` : path
}

/** Path of a product page; `hash` targets a section such as `reviews`. */
export function productHref(objectID: string, hash?: string): string {
  return `/product/${encodeURIComponent(objectID)}${hash ? `#${hash}` : ''}`
}

/** Maps a raw search or recommendation hit to a card. */
export function toProductSummary(raw: Raw): ProductSummary {
  const objectID = text(raw.objectID)
  const price = count(raw.price)
  const sale = count(raw.salePrice)
  const summary: ProductSummary = {
    objectID,
    name: text(raw.name) || objectID,
    brand: text(raw.brand),
    price,
    rating: Math.min(5, count(raw.rating)),
    reviewCount: Math.floor(count(raw.reviewCount)),
    image: toImage(raw.image, objectID),
  }
  if (raw.onSale !== false && sale > 0 && sale < price) summary.salePrice = sale
  return summary
}

/** Maps a raw record to the product page's model. */
export function toProduct(raw: Raw): Product {
  return {
    ...toProductSummary(raw),
    description: text(raw.description),
    productType: text(raw.productType),
    breadcrumb: toBreadcrumb(raw),
    colors: strings(raw.colors),
    sizes: strings(raw.sizes),
  }
}

/** What the shopper pays for one unit. */
export function unitPrice(product: Pick<ProductSummary, 'price' | 'salePrice'>): number {
  return product.salePrice ?? product.price
}

/** Maps a recommendation (tagged by recommend-core with `__position` / `__queryID`). */
export function toRecommendedProduct(raw: Raw): RecommendedProduct {
  const product: RecommendedProduct = {
    ...toProductSummary(raw),
    position: typeof raw.__position === 'number' ? raw.__position : 0,
  }
  if (typeof raw.__queryID === 'string' && raw.__queryID) product.queryID = raw.__queryID
  return product
}

/** Gallery pictures: the placeholder generator has several views; an external image has one. */
export function getGalleryImages(product: Pick<ProductSummary, 'objectID' | 'name' | 'image'>) {
  const generated = product.image === productImagePath(product.objectID)
  const views = generated ? PRODUCT_IMAGE_VIEWS : PRODUCT_IMAGE_VIEWS.slice(0, 1)
  return views.map((view, index) => ({
    src: index === 0 ? product.image : productImagePath(product.objectID, index + 1),
    alt: `${product.name}, ${view.toLowerCase()} view`,
    label: `${view.toLowerCase()} view`,
  }))
}
