'use client'

import type { GalleryImage } from '@/lib/types'
import { ProductGallery } from './product-gallery'
import { useSelectedColor } from './selected-color'

/** The gallery of the colour chosen in the purchase form (the first colour until then). */
export function ColorGallery({
  galleries,
  name,
}: {
  /** Pictures per colour, in the product's colour order (`getGalleries`). */
  galleries: Record<string, GalleryImage[]>
  /** The product's name, for the pictures' alternative text. */
  name: string
}) {
  const colors = Object.keys(galleries)
  const [color] = useSelectedColor(colors[0])
  const shown = (color && galleries[color]) || galleries[colors[0] ?? ''] || []
  // A new colour starts again from its front view.
  return <ProductGallery key={color} images={shown} name={name} />
}
