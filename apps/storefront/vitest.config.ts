import react from '@vitejs/plugin-react'
import path from 'node:path'
import { defineConfig, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../tooling/vitest.shared'

export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
    test: {
      name: 'storefront',
      environment: 'happy-dom',
      include: ['{app,components,lib}/**/*.test.{ts,tsx}'],
      passWithNoTests: true,
    },
  }),
)
