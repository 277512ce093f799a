// The per-export size check shared by `pnpm size` (esbuild, from the sources) and the consumer
// test (Vite, from the packed tarballs). Every value export of every public entry is bundled on
// its own, as an app that imports and uses only it would be: minified, production mode,
// dependencies included, React external (the app has it anyway). Then each package's
// `sizeBudgets` in its package.json are checked. A check imports `imports` (entry -> names, or
// "*" for every export of the entry) and holds it to `maxBytes` (gzip) and/or `atMostAnchor`,
// a third-party import measured in the same run by the same bundler (`compareTo` only prints
// the ratio).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const PACKAGES = ['ui-badge-qr', 'carousel', 'recommend-core']

/** gzip -9 size of a bundle's code. */
export const gzipSize = (code) => gzipSync(code, { level: 9 }).length

/** The package's name, public entries (`@vitrine/x`, `@vitrine/x/react`…) and size config. */
export function readPackage(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
  const entries = Object.keys(manifest.exports)
    .filter((key) => key !== './package.json')
    .map((key) => manifest.name + key.slice(1))
  return { name: manifest.name, entries, budgets: manifest.sizeBudgets }
}

/** App code that imports `names` from each entry and uses them. */
export function toConsumerCode(imports) {
  const names = []
  const lines = Object.entries(imports).map(([entry, list]) => {
    const aliases = list.map((name) => `${name} as _${names.push(name)}`)
    return `import { ${aliases.join(', ')} } from '${entry}'`
  })
  return `${lines.join('\n')}\nconsole.log(${names.map((_, i) => `_${i + 1}`).join(', ')})\n`
}

/**
 * Measures `pkg` with `bundle(code) -> gzip bytes` and `listExports(entry) -> names`; returns the
 * printed lines and the failures.
 */
export async function checkPackage(pkg, { bundle, listExports }) {
  const lines = []
  const failures = []
  const anchors = {}
  for (const [name, imports] of Object.entries(pkg.budgets.anchors ?? {})) {
    anchors[name] = await bundle(toConsumerCode(imports))
    lines.push(`  anchor  ${name.padEnd(44)} ${String(anchors[name]).padStart(6)} B`)
  }
  const exported = {}
  for (const entry of pkg.entries) exported[entry] = (await listExports(entry)).sort()
  const rows = pkg.budgets.checks.map((check) => [check.name, check.imports, check])
  for (const [entry, names] of Object.entries(exported)) {
    for (const name of names) rows.push([`${name} (${entry})`, { [entry]: [name] }])
  }
  for (const [name, imports, check] of rows) {
    const listed = Object.entries(imports).map(([entry, list]) => [
      entry,
      list === '*' ? exported[entry] : list,
    ])
    const bytes = await bundle(toConsumerCode(Object.fromEntries(listed)))
    const limits = []
    if (check?.maxBytes !== undefined) limits.push(check.maxBytes)
    if (check?.atMostAnchor !== undefined) limits.push(anchors[check.atMostAnchor])
    const limit = limits.length ? Math.min(...limits) : undefined
    const ok = limit === undefined || bytes <= limit
    const anchor = check?.atMostAnchor ?? check?.compareTo
    const ratio = anchor ? `  ${(bytes / anchors[anchor]).toFixed(2)}x ${anchor}` : ''
    const budget = limit === undefined ? '' : ` (budget ${limit} B)`
    lines.push(
      `  ${ok ? 'ok  ' : 'FAIL'}    ${name.padEnd(44)} ${String(bytes).padStart(6)} B${budget}${ratio}`,
    )
    if (!ok) failures.push(`${pkg.name} ${name}: ${bytes} B gzip > ${limit} B`)
  }
  return { lines, failures }
}
