import react from '@vitejs/plugin-react'
import { defineConfig, mergeConfig } from 'vitest/config'
import { sourceConditions } from '../../tooling/vitest.shared'

export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    test: {
      name: 'carousel',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      setupFiles: ['test/setup.ts'],
    },
  }),
)
