import path from 'node:path'
import { defineConfig, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../tooling/vitest.shared'

/** Node tests of Storybook's own set-up (the stories themselves run in vitest.config.ts). */
export default mergeConfig(
  sourceConditions,
  defineConfig({
    resolve: { alias: { '@': path.resolve(import.meta.dirname, '../storefront') } },
    test: {
      name: 'storybook-setup',
      environment: 'node',
      include: ['.storybook/**/*.test.ts'],
    },
  }),
)
