#!/usr/bin/env node
// Size budgets: bundle each entry from its sources with esbuild (minified), gzip it and compare
// against the budget its package declares under "sizeBudgets" in package.json. Fails on any excess.
import { build } from 'esbuild'
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const packagesDir = path.join(root, 'packages')
let failed = false

for (const dir of readdirSync(packagesDir)) {
  const manifestPath = path.join(packagesDir, dir, 'package.json')
  if (!existsSync(manifestPath)) continue
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  for (const budget of manifest.sizeBudgets ?? []) {
    const bytes = await measure(path.join(packagesDir, dir), budget)
    const ok = bytes <= budget.maxBytes
    failed ||= !ok
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${manifest.name} ${budget.name}: ${bytes} B gzip (budget ${budget.maxBytes} B)`,
    )
  }
}
if (failed) process.exit(1)

/** Bundles the listed source files together (as one consumer would import them) and gzips. */
async function measure(packageDir, budget) {
  const contents = budget.entries
    .map((entry) => `export * from ${JSON.stringify('./' + entry)}`)
    .join('\n')
  const result = await build({
    stdin: { contents, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['@vitrine/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime', ...(budget.external ?? [])],
    logLevel: 'error',
  })
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length
}
