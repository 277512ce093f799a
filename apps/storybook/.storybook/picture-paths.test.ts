import { heroSlides } from '@/config/hero-slides'
import { getGalleries } from '@/lib/product'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  catalog,
  plainProduct,
  productOf,
  regularProduct,
  saleProduct,
} from '../fixtures/catalogue'
import { storyPicturePaths } from './picture-paths'
import { pictureRoute, type RouteModule } from './product-images'

const storefront = path.resolve(import.meta.dirname, '../../storefront')
const paths = storyPicturePaths()
const written = new Set(paths)

describe('the pictures the static Storybook carries', () => {
  it('holds every colour and view of every fixture product', () => {
    for (const product of [
      regularProduct,
      saleProduct,
      plainProduct,
      ...catalog.records.map(productOf),
    ])
      for (const gallery of Object.values(getGalleries(product)))
        for (const image of gallery) expect(written).toContain(image.src)
    expect(paths.length).toBeGreaterThan(catalog.records.length * 4)
  })

  it('holds every department tile and hero slide', () => {
    const departments = new Set(catalog.records.map((r) => r.hierarchicalCategories.lvl0))
    for (const department of departments)
      expect(written).toContain(`/images/categories/${encodeURIComponent(department)}.svg`)
    for (const slide of heroSlides) expect(written).toContain(`/images/hero/${slide.id}.svg`)
  })

  it('is drawn by the shop: every path is a picture route that answers an SVG', async () => {
    for (const url of paths) {
      const route = pictureRoute(url)
      expect(route, url).toBeDefined()
      const module = (await import(path.join(storefront, route!.file))) as RouteModule
      const answer = await module.GET(new Request(`http://storybook${url}`), {
        params: Promise.resolve(route!.params),
      })
      expect(answer.status, url).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    }
  })
})
