import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * The storefront's network edges, swapped for the fixtures' in-browser ones: the server's
 * environment and its search and recommend clients, the browser's client, the request-bound
 * session and outage scope, and the insights sender.
 * Everything above them (lib/catalog, lib/recommend, the components) is the shop's own code.
 */
const REPLACED: Record<string, string> = {
  'lib/config': 'config.ts',
  'lib/search-client': 'server-clients.ts',
  'lib/session': 'session.ts',
  'lib/server/provider-outage': 'provider-outage.ts',
  'lib/browser/search-client': 'browser-client.ts',
  'lib/browser/insights': 'insights.ts',
}

export function fixtureModules(storefront: string, fixtures: string): Plugin {
  const targets = new Map(
    Object.entries(REPLACED).map(([from, to]) => [
      path.join(storefront, from),
      path.join(fixtures, to),
    ]),
  )
  return {
    name: 'vitrine:fixture-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'server-only') return path.join(fixtures, 'server-only.ts')
      let file: string | undefined
      if (source.startsWith('@/')) file = path.join(storefront, source.slice(2))
      // Vite's alias plugin runs first and has already turned `@/` into the absolute path.
      else if (source.startsWith(`${storefront}/`)) file = source
      else if (source.startsWith('.') && importer?.startsWith(storefront))
        file = path.resolve(path.dirname(importer), source)
      if (!file) return null
      return targets.get(file.replace(/\.tsx?$/, '')) ?? null
    },
  }
}
