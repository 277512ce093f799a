import 'server-only'
import { renderProductSvg } from '@vitrine/demo-catalog'
import { parseProductImagePath } from '@vitrine/demo-catalog/images'
import type { GalleryImage } from './types'

/** encodeURIComponent, with the apostrophe too (it leaves it as is). */
const percentEncode = (char: string) => (char === "'" ? '%27' : encodeURIComponent(char))

/**
 * An SVG as a `data:` URL, percent-encoding every character but a URL's plain ones (smaller
 * than base64 or encodeURIComponent once gzipped, and nothing React escapes again in the HTML).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[^\w\-.~!$&()*+,;=:@/?]/gu, percentEncode)}`
}

/**
 * The galleries with the first picture of the first colour (the one the page shows first, its
 * largest paint) drawn into the page as a `data:` URL: it paints with the HTML and the page's
 * styles, not after a request that shares the network with the page's scripts and font. Only
 * demo pictures (drawn here); any other picture keeps its URL.
 */
export function withInlineFirstPicture(
  galleries: Record<string, GalleryImage[]>,
): Record<string, GalleryImage[]> {
  const [color, images] = Object.entries(galleries)[0] ?? []
  const first = images?.[0]
  const demo = first && parseProductImagePath(first.src)
  if (!color || !images || !first || !demo) return galleries
  const inlineSrc = svgDataUrl(renderProductSvg(demo))
  return { ...galleries, [color]: [{ ...first, inlineSrc }, ...images.slice(1)] }
}
