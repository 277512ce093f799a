import { defineConfig } from 'tsup'
import { createLibraryConfig } from '../../tooling/tsup.preset'
import { pruneQrcodeGeneratorPlugin } from './build/prune-qrcode-generator.mjs'

export default defineConfig(
  createLibraryConfig({
    entries: { index: 'src/index.ts' },
    clientEntries: { client: 'src/client.ts' },
    // qrcode-generator is bundled, cut down to the encoder we use (see the plugin).
    noExternal: ['qrcode-generator'],
    esbuildPlugins: [pruneQrcodeGeneratorPlugin],
    // The encoder is imported by create-qr-matrix only: with its own file, an app that imports
    // `Badge` or `formatBadgeCount` never loads it.
    splitModules: {
      badge: 'src/badge.tsx',
      'format-badge-count': 'src/format-badge-count.ts',
      'qr-code': 'src/qr-code.tsx',
      'qr-options': 'src/qr-options.ts',
      'create-qr-matrix': 'src/create-qr-matrix.ts',
    },
  }),
)
