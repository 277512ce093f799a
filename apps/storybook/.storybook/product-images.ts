import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, UserConfig, ViteDevServer } from 'vite'

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

export type RouteModule = {
  GET(request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response>
}

type PathsModule = { storyPicturePaths(): string[] }

/** The picture routes run through Vite's SSR loader: workspace packages from source there too. */
const SSR: UserConfig['ssr'] = {
  noExternal: [/^@vitrine\//],
  resolve: { conditions: ['@vitrine/source', 'module', 'node', 'development|production'] },
}

/** The route module (relative to the storefront) and its params for a picture URL, if any. */
export function pictureRoute(
  url: string,
): { file: string; params: Record<string, string> } | undefined {
  const pathname = url.split('?')[0]!
  for (const [pattern, file, params] of ROUTES) {
    const match = pattern.exec(pathname)
    if (match) return { file, params: params(match) }
  }
  return undefined
}

/** The shop's answer for a picture URL; `undefined` when no picture route matches it. */
function drawPicture(
  server: ViteDevServer,
  storefront: string,
  url: string,
): Promise<Response> | undefined {
  const route = pictureRoute(url)
  if (!route) return undefined
  return server.ssrLoadModule(path.join(storefront, route.file)).then((module) =>
    (module as RouteModule).GET(new Request(`http://storybook${url}`), {
      params: Promise.resolve(route.params),
    }),
  )
}

/**
 * Writes every picture the stories show into the static build, at the shop's own paths, drawn
 * by the same route handlers (in a short-lived SSR loader: the build has no dev server).
 */
async function writePictures(storefront: string, outDir: string): Promise<void> {
  const { createServer } = await import('vite')
  const server = await createServer({
    configFile: false,
    root: storefront,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: [{ find: /^@\//, replacement: `${storefront}/` }] },
    ssr: SSR,
  })
  try {
    const { storyPicturePaths } = (await server.ssrLoadModule(
      path.join(import.meta.dirname, 'picture-paths.ts'),
    )) as PathsModule
    const pictures = storyPicturePaths().flatMap((url) => {
      const answer = drawPicture(server, storefront, url)
      // The file name as a static server decodes the URL's path.
      const file = path.join(outDir, ...url.split('/').map(decodeURIComponent))
      return answer ? [{ url, file, answer }] : []
    })
    const folders = new Set(pictures.map(({ file }) => path.dirname(file)))
    await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })))
    await Promise.all(
      pictures.map(async ({ url, file, answer }) => {
        const picture = await answer
        if (!picture.ok)
          throw new Error(`Storybook picture ${url}: the shop answered ${picture.status}`)
        await writeFile(file, await picture.text())
      }),
    )
  } finally {
    await server.close()
  }
}

/**
 * The shop's pictures at the shop's own paths, drawn by the storefront's own route handlers
 * (loaded through Vite, with the storefront's aliases): served on request by the dev server,
 * written as files into the static build.
 */
export function productImages(storefront: string): Plugin {
  let outDir = ''
  return {
    name: 'vitrine:product-images',
    config: () => ({ ssr: SSR }),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const answer = drawPicture(server, storefront, request.url ?? '')
        if (!answer) return next()
        answer
          .then(async (picture) => {
            response.statusCode = picture.status
            picture.headers.forEach((value, name) => response.setHeader(name, value))
            response.end(await picture.text())
          })
          .catch(next)
      })
    },
    async closeBundle() {
      await writePictures(storefront, outDir)
    },
  }
}
