import { defineConfig } from 'tsup'
import { createLibraryConfig } from '../../tooling/tsup.preset'

export default defineConfig(
  createLibraryConfig({
    entries: { index: 'src/index.ts' },
    clientEntries: { react: 'src/react.ts' },
    // The hook imports the core by the package's own name: kept external, `dist/react.js` reuses
    // `dist/index.js` instead of carrying a second copy of the core.
    external: ['@vitrine/carousel'],
  }),
)
