import path from 'node:path'
import type { Plugin } from 'vite'

/** The shop's picture routes: URL pattern → the route module that draws it. */
const ROUTES: ReadonlyArray<[RegExp, string, (match: RegExpExecArray) => Record<string, string>]> =
  [
    [
      /^\/images\/products\/([^/?]+)\/([^/?]+)$/,
      'app/images/products/[objectID]/[file]/route.ts',
      (m) => ({ objectID: decodeURIComponent(m[1]!), file: decodeURIComponent(m[2]!) }),
    ],
    [
      /^\/images\/categories\/([^/?]+)$/,
      'app/images/categories/[file]/route.ts',
      (m) => ({ file: decodeURIComponent(m[1]!) }),
    ],
    [
      /^\/images\/hero\/([^/?]+)$/,
      'app/images/hero/[file]/route.ts',
      (m) => ({ file: decodeURIComponent(m[1]!) }),
    ],
  ]

type RouteModule = {
  GET(request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response>
}

/**
 * Serves the shop's pictures at the shop's own paths by calling the storefront's own route
 * handlers (loaded through Vite, with the storefront's aliases).
 */
export function productImages(storefront: string): Plugin {
  return {
    name: 'vitrine:product-images',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0]!
        for (const [pattern, file, params] of ROUTES) {
          const match = pattern.exec(url)
          if (!match) continue
          server
            .ssrLoadModule(path.join(storefront, file))
            .then((route) =>
              (route as RouteModule).GET(new Request(`http://storybook${request.url}`), {
                params: Promise.resolve(params(match)),
              }),
            )
            .then(async (answer) => {
              response.statusCode = answer.status
              answer.headers.forEach((value, name) => response.setHeader(name, value))
              response.end(await answer.text())
            })
            .catch(next)
          return
        }
        next()
      })
    },
  }
}
