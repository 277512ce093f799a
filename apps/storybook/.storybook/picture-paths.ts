import { heroSlides } from '@/config/hero-slides'
import { getGalleries } from '@/lib/product'
import { catalog, productOf } from '../fixtures/catalogue'

/**
 * Every shop picture the stories can show: each fixture product's pictures in every colour and
 * view (as the shop's own gallery builds them), each department's tile and each hero slide.
 * The static build writes these files; the dev server draws them on request.
 */
export function storyPicturePaths(): string[] {
  const paths = new Set<string>()
  for (const record of catalog.records) {
    paths.add(record.image)
    for (const gallery of Object.values(getGalleries(productOf(record))))
      for (const image of gallery) paths.add(image.src)
    // As components/home/category-tiles.tsx writes a tile's src.
    paths.add(`/images/categories/${encodeURIComponent(record.hierarchicalCategories.lvl0)}.svg`)
  }
  for (const slide of heroSlides) paths.add(`/images/hero/${slide.id}.svg`)
  return [...paths]
}
