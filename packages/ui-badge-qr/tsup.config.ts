import { defineConfig } from 'tsup'
import { createLibraryConfig } from '../../tooling/tsup.preset'

const configs = createLibraryConfig({
  entries: { index: 'src/index.ts' },
  clientEntries: { client: 'src/client.ts' },
  external: ['qrcode-generator'],
})

// tsup's Rollup tree-shaking pass drops the `'use client'` banner (egoist/tsup#835); esbuild's
// own tree shaking is enough for the small client entry.
export default defineConfig(
  configs.map((config) => (config.banner ? { ...config, treeshake: false } : config)),
)
