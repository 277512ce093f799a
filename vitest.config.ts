import './tooling/node20-polyfills'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/storefront/vitest.config.ts',
      'scripts/vitest.config.ts',
      'apps/storybook/vitest.unit.config.ts',
    ],
  },
})
