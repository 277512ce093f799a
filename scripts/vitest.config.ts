import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts', '**/*.test.mjs'],
    // Each README-snippet case runs the TypeScript compiler (about 2 s on a busy 2-core machine).
    testTimeout: 30_000,
  },
})
