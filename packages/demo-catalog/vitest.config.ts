import { defineConfig, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../tooling/vitest.shared'

export default mergeConfig(
  sourceConditions,
  defineConfig({
    test: {
      name: 'demo-catalog',
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    },
  }),
)
