import { defineConfig } from 'tsup'
import { createLibraryConfig } from '../../tooling/tsup.preset'

export default defineConfig(
  createLibraryConfig({ entries: { index: 'src/index.ts', images: 'src/image-paths.ts' } }),
)
