import type { Plugin } from 'vite'
import { renderProductSvg } from '../../storefront/lib/product-image'

const ROUTE = /^\/images\/products\/([A-Za-z0-9_-]{1,64})\.svg(?:\?view=(\d))?$/

/**
 * Serves the shop's product pictures at the shop's own path (`/images/products/<id>.svg`),
 * drawn by the storefront's generator; the static build writes those of the fixtures.
 */
export function productImages(): Plugin {
  return {
    name: 'vitrine:product-images',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = ROUTE.exec(request.url ?? '')
        if (!match?.[1]) return next()
        response.setHeader('content-type', 'image/svg+xml; charset=utf-8')
        response.end(renderProductSvg(match[1], Number(match[2] ?? 1)))
      })
    },
    async generateBundle() {
      // Loaded here, not at the top: only the static build needs the catalogue in Node.
      const { fixtureProductIDs } = await import('../fixtures/catalogue-ids')
      for (const id of fixtureProductIDs()) {
        this.emitFile({
          type: 'asset',
          fileName: `images/products/${id}.svg`,
          source: renderProductSvg(id),
        })
      }
    },
  }
}
