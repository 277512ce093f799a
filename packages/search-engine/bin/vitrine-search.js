#!/usr/bin/env node
// The package's `bin`: a file in the repository, so that installing the workspace can link it
// before anything is built. The CLI itself is compiled to dist/.
import { existsSync } from 'node:fs'

const cli = new URL('../dist/cli.js', import.meta.url)
if (!existsSync(cli)) {
  console.error('vitrine-search is not built yet: run `pnpm build` at the repository root.')
  process.exit(1)
}
await import(cli.href)
