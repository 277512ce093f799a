import { IMAGE_VIEWS, parseProductImagePath, productImagePath } from '@vitrine/demo-catalog/images'
import { encodeComponent } from './encode-component'
import type { GalleryImage, Product, ProductSummary, RecommendedProduct, Review } from './types'

type Raw = Record<string, unknown>

const CATEGORY_SEPARATOR = ' > '

/** Attributes a product card needs; keeps list answers small. */
export const CARD_ATTRIBUTES = [
  'name',
  'brand',
  'price',
  'listPrice',
  'salePrice',
  'onSale',
  'inStock',
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

/**
 * A product's colours or sizes. The page hands per-colour pictures to the browser keyed by colour,
 * and no object keeps `__proto__` as a plain key through React's payload: such a value is dropped.
 */
function options(value: unknown): string[] {
  return strings(value).filter((option) => option !== '__proto__')
}

/** Shown for a record without a usable picture. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg'

/** Only same-origin paths and https URLs reach an `src`; anything else gets the placeholder. */
function toImage(value: unknown): string {
  const src = text(value)
  if ((src.startsWith('/') && !src.startsWith('//')) || src.startsWith('https://')) return src
  return PLACEHOLDER_IMAGE
}

function toReviews(value: unknown): Review[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return []
    const r = raw as Raw
    const rating = Math.round(count(r.rating))
    const body = text(r.text)
    if (rating < 1 || rating > 5 || !body) return []
    return [
      { author: text(r.author), rating, title: text(r.title), text: body, date: text(r.date) },
    ]
  })
}

/** Reviews per star count, one star first; empty unless all five counts are valid. */
function toRatingCounts(value: unknown): number[] {
  if (!Array.isArray(value) || value.length !== 5) return []
  const counts = value.map(count)
  return counts.every((n, i) => n === value[i]) ? counts : []
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

/** Path of a product page; `hash` targets a section such as `reviews`. */
export function productHref(objectID: string, hash?: string): string {
  return `/product/${encodeComponent(objectID)}${hash ? `#${hash}` : ''}`
}

/** Maps a raw search or recommendation hit to a card. */
export function toProductSummary(raw: Raw): ProductSummary {
  const objectID = text(raw.objectID)
  // `price` is what the shopper pays and `listPrice` the crossed-out price; records that
  // keep a separate `salePrice` beside a regular `price` are read too.
  const shown = count(raw.price)
  const list = count(raw.listPrice)
  const sale = count(raw.salePrice)
  const onSale = raw.onSale !== false
  const regular = onSale && list > shown && shown > 0 ? list : shown
  const reviewCount = Math.floor(count(raw.reviewCount))
  const summary: ProductSummary = {
    objectID,
    name: text(raw.name) || objectID,
    brand: text(raw.brand),
    price: regular,
    rating: reviewCount > 0 ? Math.min(5, count(raw.rating)) : 0,
    reviewCount,
    image: toImage(raw.image),
  }
  if (regular > shown) summary.salePrice = shown
  else if (onSale && sale > 0 && sale < shown) summary.salePrice = sale
  if (raw.inStock === false) summary.outOfStock = true
  return summary
}

/** Maps a raw record to the product page's model. */
export function toProduct(raw: Raw): Product {
  return {
    ...toProductSummary(raw),
    description: text(raw.description),
    productType: text(raw.productType),
    breadcrumb: toBreadcrumb(raw),
    colors: options(raw.colors),
    sizes: options(raw.sizes),
    ratingCounts: toRatingCounts(raw.ratingCounts),
    reviews: toReviews(raw.reviews),
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

type GallerySource = Pick<ProductSummary, 'objectID' | 'name' | 'image'> & { colors?: string[] }

/**
 * Gallery pictures per colour. A demo picture (`/images/products/<id>/<kind>-<colour>-<view>.svg`)
 * has four views in every colour of the product; any other picture is shown alone.
 */
export function getGalleries(product: GallerySource): Record<string, GalleryImage[]> {
  const demo = parseProductImagePath(product.image)
  const colors = product.colors?.length ? product.colors : demo ? [demo.color] : []
  // Built from entries: assigning `galleries['__proto__']` would set the object's prototype.
  return Object.fromEntries(
    colors.map((color): [string, GalleryImage[]] => {
      const paths = IMAGE_VIEWS.map((_, i) =>
        demo ? productImagePath({ ...demo, color, view: i + 1 }) : '',
      )
      // Colours the picture route cannot draw fall back to the record's own picture.
      const drawable = demo && parseProductImagePath(paths[0]!)?.color === color
      const images = drawable
        ? IMAGE_VIEWS.map((view, i) => ({
            src: paths[i]!,
            alt: `${product.name} in ${color.toLowerCase()}, ${view} view`,
            label: `${view} view`,
          }))
        : [{ src: product.image, alt: product.name, label: 'picture' }]
      return [color, images]
    }),
  )
}

/** Gallery pictures of one colour (the first colour by default). */
export function getGalleryImages(product: GallerySource, color?: string): GalleryImage[] {
  const galleries = getGalleries(product)
  return (
    galleries[color ?? product.colors?.[0] ?? ''] ??
    Object.values(galleries)[0] ?? [{ src: product.image, alt: product.name, label: 'picture' }]
  )
}
