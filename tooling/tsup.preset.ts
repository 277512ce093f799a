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
  /**
   * Source modules that get an ESM file of their own (code splitting), so that a bundler can
   * drop a module's imports together with the module: e.g. `Badge` alone must not pull in the QR
   * encoder that a sibling export imports. Not public entries: no types, not in `exports`.
   */
  splitModules?: Record<string, string>
  /** Dependencies to bundle rather than import (with `esbuildPlugins` that prepare them). */
  noExternal?: string[]
  /** esbuild plugins for every build of the package. */
  esbuildPlugins?: Options['esbuildPlugins']
}

export function createLibraryConfig({
  entries,
  clientEntries = {},
  external = [],
  splitModules,
  noExternal,
  esbuildPlugins,
}: LibraryEntries): Options[] {
  // `pnpm start` builds to run the storefront, not to publish: no declaration files.
  const quick = process.env.VITRINE_QUICK_BUILD === '1'
  const common: Options = {
    format: ['esm', 'cjs'],
    dts: !quick,
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
    external: ['react', 'react-dom', 'react/jsx-runtime', ...external],
    ...(noExternal && { noExternal }),
    ...(esbuildPlugins && { esbuildPlugins }),
  }
  // Clean once here, not with tsup's `clean` per build: the builds run in parallel and one
  // build's clean would delete the other's freshly written declarations.
  rmSync('dist', { recursive: true, force: true })
  const configs: Options[] = splitModules
    ? [
        {
          ...common,
          format: ['esm'],
          entry: { ...entries, ...splitModules },
          splitting: true,
          dts: quick ? false : { entry: entries },
          clean: false,
        },
        { ...common, format: ['cjs'], entry: entries, clean: false },
      ]
    : [{ ...common, entry: entries, clean: false }]
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
