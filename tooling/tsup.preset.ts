import { rmSync } from 'node:fs'
import type { Options } from 'tsup'

/** Shared build for every publishable package: ESM + CJS + d.ts, one build per entry group. */
export interface LibraryEntries {
  /** Server-safe entries, keyed by output name (e.g. `{ index: 'src/index.ts' }`). */
  entries: Record<string, string>
  /** Entries that must start with a `'use client'` directive (React hooks, interactive leaves). */
  clientEntries?: Record<string, string>
  /** Packages to keep out of the bundle besides dependencies and peers. */
  external?: string[]
}

export function createLibraryConfig({
  entries,
  clientEntries = {},
  external = [],
}: LibraryEntries): Options[] {
  const common: Options = {
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', ...external],
  }
  // Clean once here, not with tsup's `clean` per build: the builds run in parallel and one
  // build's clean would delete the other's freshly written declarations.
  rmSync('dist', { recursive: true, force: true })
  const configs: Options[] = [{ ...common, entry: entries, clean: false }]
  if (Object.keys(clientEntries).length > 0) {
    // esbuild drops module directives, so the client entry gets it back as a banner; tsup's Rollup
    // tree-shaking pass would drop that banner again (egoist/tsup#835), esbuild's is enough here.
    configs.push({
      ...common,
      entry: clientEntries,
      clean: false,
      treeshake: false,
      banner: { js: "'use client';" },
    })
  }
  return configs
}
