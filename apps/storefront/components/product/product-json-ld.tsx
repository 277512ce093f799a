import { serializeJsonLd, toProductJsonLd } from '@/lib/json-ld'
import type { Product } from '@/lib/types'

/**
 * schema.org Product data for search engines. The one inline script of the app: a data block
 * (never executed), rendered as escaped text children, not as HTML.
 */
export function ProductJsonLd({ product, url }: { product: Product; url: string }) {
  return (
    <script type="application/ld+json">{serializeJsonLd(toProductJsonLd(product, url))}</script>
  )
}
