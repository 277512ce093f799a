import { CURRENCY } from './format'
import { unitPrice } from './product'
import type { Product } from './types'

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` and the JS line separators are
 * escaped so catalogue text can never close the script element or break the parser.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** schema.org Product of a product page. */
export function toProductJsonLd(product: Product, url: string) {
  const image = new URL(product.image, url).toString()
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    url,
    sku: product.objectID,
    name: product.name,
    description: product.description || undefined,
    image: [image],
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    category: product.breadcrumb.join(' > ') || undefined,
    color: product.colors.length ? product.colors.join(', ') : undefined,
    aggregateRating:
      product.reviewCount > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 0,
          }
        : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: unitPrice(product).toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.outOfStock
        ? 'https://schema.org/OutOfStock'
        : 'https://schema.org/InStock',
    },
  }
}
