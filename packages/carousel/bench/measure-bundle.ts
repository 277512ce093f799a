import { build } from 'esbuild'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const packageDir = path.resolve(import.meta.dirname, '..')

/** Minified and gzipped size of what `source` imports, bundled as an app would with React external. */
export interface BundleSize {
  minified: number
  gzipped: number
}

/** Bundles `source` (ESM) from this package's folder with esbuild, minified, React external. */
export async function measureBundle(source: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['@vitrine/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'error',
  })
  const code = result.outputFiles[0]!.contents
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length }
}
