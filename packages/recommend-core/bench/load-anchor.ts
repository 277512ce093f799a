import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

/** The signature of `@algolia/recommend-core` 1.16's internal `mapToRecommendations`. */
export type MapToRecommendations = (options: {
  hits: object[][]
  maxRecommendations?: number
  nrOfObjs: number
  queryIDs: (string | undefined)[]
}) => { objectID: string }[]

/**
 * Loads the anchor. It is internal to `@algolia/recommend-core` and its `dist/esm` files use
 * extensionless imports in a package without `"type": "module"`, so Node cannot import it as
 * is: bundle it (with its one helper) into a temporary ES module first.
 */
export async function loadMapToRecommendations(): Promise<MapToRecommendations> {
  const require = createRequire(import.meta.url)
  const root = path.dirname(require.resolve('@algolia/recommend-core/package.json'))
  const result = await build({
    entryPoints: [path.join(root, 'dist/esm/utils/mapToRecommendations.js')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  })
  const dir = mkdtempSync(path.join(tmpdir(), 'recommend-anchor-'))
  const file = path.join(dir, 'anchor.mjs')
  writeFileSync(file, result.outputFiles[0]!.text)
  try {
    const anchor = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      mapToRecommendations: MapToRecommendations
    }
    return anchor.mapToRecommendations
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
