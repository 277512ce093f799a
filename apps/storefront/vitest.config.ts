import react from '@vitejs/plugin-react'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../tooling/vitest.shared'

const require = createRequire(import.meta.url)

export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    resolve: {
      alias: {
        '@': path.resolve(import.meta.dirname),
        // Server modules are unit-tested outside React's server environment.
        'server-only': path.join(path.dirname(require.resolve('server-only')), 'empty.js'),
      },
    },
    test: {
      name: 'storefront',
      environment: 'happy-dom',
      include: ['{app,components,lib}/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      passWithNoTests: true,
    },
  }),
)
