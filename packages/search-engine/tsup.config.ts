import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // `pnpm start` builds to run, not to publish: no declaration files (see tooling/tsup.preset).
  dts: process.env.VITRINE_QUICK_BUILD === '1' ? false : { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
})
