import { defineConfig, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../tooling/vitest.shared'

export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      name: 'search-engine',
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: 20_000,
    },
  }),
)
