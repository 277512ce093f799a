import { defineConfig } from 'tsup'
import { createLibraryConfig } from '../../tooling/tsup.preset'

export default defineConfig(
  createLibraryConfig({
    entries: { index: 'src/index.ts' },
    clientEntries: { react: 'src/react.ts' },
    // src/react imports the core by the package's own name: dist/react.* then loads dist/index.*
    // instead of carrying a second copy of the core (and a second controller implementation).
    external: ['@vitrine/recommend-core'],
  }),
)
