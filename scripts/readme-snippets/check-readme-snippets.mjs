#!/usr/bin/env node
// Type-checks every TypeScript code block of the published packages' READMEs under strict TS,
// as a consumer would paste them: each block is a module of its own, importing the packages by
// name (resolved to their sources, so no build is needed), with the README's assumptions block
// as ambient declarations. Fails, naming README and line, on any error.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { extractSnippets } from './extract-snippets.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const PACKAGES = ['carousel', 'recommend-core', 'ui-badge-qr']

/** The workspace packages by name, to their source entries. */
function workspacePaths() {
  const paths = {}
  for (const dir of PACKAGES) {
    const packageDir = path.join(root, 'packages', dir)
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'))
    for (const [key, target] of Object.entries(manifest.exports)) {
      if (target['@vitrine/source']) {
        paths[manifest.name + key.slice(1)] = [path.join(packageDir, target['@vitrine/source'])]
      }
    }
  }
  return paths
}

/** Writes the README's snippets as files under `outDir`; returns file -> README line. */
function writeSnippets(readme, outDir) {
  const { snippets, assumptions } = extractSnippets(readFileSync(readme, 'utf8'))
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  writeFileSync(path.join(outDir, 'assumptions.d.ts'), assumptions)
  const lines = new Map()
  snippets.forEach(({ line, lang, code }, i) => {
    const file = path.join(outDir, `snippet-${String(i + 1).padStart(2, '0')}.${lang}`)
    writeFileSync(file, `${code}\nexport {}\n`)
    lines.set(file, line)
  })
  return lines
}

/** Type-checks the README's snippets; returns the error messages, README line first. */
export function checkReadme(readme, { outDir, paths = workspacePaths() } = {}) {
  const dir = outDir ?? path.join(path.dirname(readme), '.snippets')
  const lines = writeSnippets(readme, dir)
  const program = ts.createProgram({
    rootNames: [path.join(dir, 'assumptions.d.ts'), ...lines.keys()],
    options: {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      isolatedModules: true,
      types: [],
      paths,
    },
  })
  const errors = ts
    .getPreEmitDiagnostics(program)
    .filter(
      (d) => !d.file || lines.has(d.file.fileName) || d.file.fileName.endsWith('assumptions.d.ts'),
    )
  const readmeName = path.relative(root, readme)
  return errors.map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n')
    if (!d.file) return `${readmeName}: ${text}`
    const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0)
    const start = lines.get(d.file.fileName)
    const where = start === undefined ? 'assumptions' : `line ${start + 1 + line}`
    return `${readmeName} ${where} (${path.basename(d.file.fileName)}): ${text}`
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = 0
  for (const dir of PACKAGES) {
    const readme = path.join(root, 'packages', dir, 'README.md')
    const errors = checkReadme(readme)
    failed += errors.length
    const count = extractSnippets(readFileSync(readme, 'utf8')).snippets.length
    console.log(
      `${errors.length ? 'FAIL' : 'ok  '} ${path.relative(root, readme)}: ${count} snippets`,
    )
    for (const error of errors) console.error(`  ${error}`)
  }
  if (failed) process.exit(1)
}
