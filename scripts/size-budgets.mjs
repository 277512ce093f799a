#!/usr/bin/env node
// Size budgets, from the sources (no build needed): every export of the three published
// packages bundled alone with esbuild as a consumer's bundler would, dependencies included;
// see size/check-sizes.mjs. The consumer test checks the same budgets on the packed tarballs.
import { build } from 'esbuild'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { PACKAGES, checkPackage, gzipSize, readPackage } from './size/check-sizes.mjs'

const root = path.resolve(import.meta.dirname, '..')
let failures = []

for (const dir of PACKAGES) {
  const packageDir = path.join(root, 'packages', dir)
  const pkg = readPackage(packageDir)
  // The build's own esbuild plugins (ui-badge-qr prunes its encoder), so sources measure as built.
  const plugins = pkg.budgets.esbuildPlugins
    ? Object.values(await import(pathToFileURL(path.join(packageDir, pkg.budgets.esbuildPlugins))))
    : []
  const run = (contents, extra = {}) =>
    build({
      stdin: { contents, resolveDir: packageDir, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      conditions: ['@vitrine/source'],
      define: { 'process.env.NODE_ENV': '"production"' },
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      plugins: plugins.filter((plugin) => typeof plugin?.setup === 'function'),
      logLevel: 'error',
      ...extra,
    })
  const bundle = async (code) =>
    gzipSize((await run(code, { minify: true })).outputFiles[0].contents)
  const listExports = async (entry) => {
    const result = await run(`export * from '${entry}'`, { metafile: true })
    return Object.values(result.metafile.outputs)[0].exports
  }
  console.log(`${pkg.name} (esbuild, from source, min + gzip -9)`)
  const result = await checkPackage(pkg, { bundle, listExports })
  console.log(result.lines.join('\n'))
  failures = failures.concat(result.failures)
}
if (failures.length) {
  console.error(`\nSize budgets exceeded:\n${failures.join('\n')}`)
  process.exit(1)
}
