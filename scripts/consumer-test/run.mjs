#!/usr/bin/env node
// The consumer test: the three packages as another team meets them. Builds and packs them,
// installs the tarballs into a scratch Vite + React 19 + TypeScript app and a React 18 server
// script (from the pnpm store; anything missing comes from the npm registry), then:
// - checks each tarball (LICENSE, README, CHANGELOG, version, repository URL);
// - type-checks the app under strict TS with exactOptionalPropertyTypes (bundler resolution),
//   and its imports under node16 and node10 resolution;
// - type-checks every TypeScript snippet of each README as shipped in its tarball, against the
//   installed package, under the same settings (one program per README, for its assumptions);
// - builds the app with Vite;
// - runs a CommonJS and an ES module script against the installed packages, and React 18 SSR;
// - measures every export's size in Vite builds and holds them to the packages' budgets.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { extractSnippets } from '../readme-snippets/extract-snippets.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const PACKAGES = ['carousel', 'recommend-core', 'ui-badge-qr']
const work = mkdtempSync(path.join(tmpdir(), 'vitrine-consumer-'))
const keep = process.argv.includes('--keep')
const started = Date.now()

const run = (command, args, cwd = root) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })

async function step(name, action) {
  const t0 = Date.now()
  try {
    const output = await action()
    console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`)
    if (output) console.log(output.trimEnd().replace(/^/gm, '     '))
  } catch (error) {
    console.error(`FAIL ${name}\n${error.stdout ?? ''}${error.stderr ?? ''}${error.stack ?? error}`)
    process.exit(1)
  }
}

/** Versions the monorepo already uses, so the scratch install comes from the pnpm store. */
function versionsOf(names) {
  const manifests = ['package.json', ...PACKAGES.map((dir) => `packages/${dir}/package.json`)].map(
    (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8')),
  )
  return Object.fromEntries(
    names.map((name) => {
      const version = manifests.map((m) => m.devDependencies?.[name]).find(Boolean)
      if (!version) throw new Error(`no version of ${name} in the monorepo`)
      return [name, version]
    }),
  )
}

function install(dir, dependencies) {
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: path.basename(dir), private: true, type: 'module', dependencies }),
  )
  run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--reporter=silent'], dir)
}

const tarballs = {}

await step('build the packages (turbo)', () => {
  const filters = PACKAGES.map((dir) => `--filter=@vitrine/${dir}`)
  run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'])
})

await step('pack and inspect the tarballs', () => {
  const lines = []
  for (const dir of PACKAGES) {
    const out = path.join(work, 'tarballs', dir)
    mkdirSync(out, { recursive: true })
    run('pnpm', ['pack', '--pack-destination', out], path.join(root, 'packages', dir))
    const file = path.join(out, readdirSync(out)[0])
    const files = run('tar', ['tzf', file]).split('\n')
    for (const needed of ['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json']) {
      if (!files.includes(`package/${needed}`)) throw new Error(`${dir}: no ${needed} in ${file}`)
    }
    const manifest = JSON.parse(run('tar', ['xzOf', file, 'package/package.json']))
    if (!/^\d+\.\d+\.\d+$/.test(manifest.version) || manifest.version === '0.0.0') {
      throw new Error(`${dir}: version ${manifest.version}`)
    }
    if (!/^git\+https:\/\/github\.com\//.test(manifest.repository?.url ?? '')) {
      throw new Error(`${dir}: repository ${manifest.repository?.url}`)
    }
    tarballs[manifest.name] = `file:${file}`
    lines.push(`${manifest.name}@${manifest.version}: ${files.filter(Boolean).length} files`)
  }
  return lines.join('\n')
})

const app = path.join(work, 'app')
const ssr18 = path.join(work, 'ssr18')

await step('install the tarballs into a Vite + React 19 app and a React 18 script', () => {
  cpSync(path.join(import.meta.dirname, 'app'), app, { recursive: true })
  cpSync(path.join(root, 'scripts/size/check-sizes.mjs'), path.join(app, 'check-sizes.mjs'))
  install(app, {
    ...tarballs,
    ...versionsOf(['react', 'react-dom', '@types/react', '@types/react-dom', 'vite', 'typescript']),
    ...versionsOf(['qrcode.react', 'embla-carousel', 'embla-carousel-react']),
    ...versionsOf(['@algolia/recommend', 'algoliasearch']),
  })
  cpSync(path.join(import.meta.dirname, 'ssr18'), ssr18, { recursive: true })
  install(ssr18, {
    '@vitrine/carousel': tarballs['@vitrine/carousel'],
    '@vitrine/ui-badge-qr': tarballs['@vitrine/ui-badge-qr'],
    react: '18.3.1',
    'react-dom': '18.3.1',
  })
})

await step('type-check: bundler + exactOptionalPropertyTypes, node16, node10', () => {
  for (const config of ['tsconfig.json', 'tsconfig.node16.json', 'tsconfig.node10.json']) {
    run('node', ['node_modules/typescript/bin/tsc', '-p', config], app)
  }
})

await step('README snippets against the installed tarballs (strict + EOPT)', () => {
  const lines = []
  for (const dir of PACKAGES) {
    const readme = readFileSync(path.join(app, 'node_modules/@vitrine', dir, 'README.md'), 'utf8')
    const { snippets, assumptions } = extractSnippets(readme)
    const out = path.join(app, 'snippets', dir)
    mkdirSync(out, { recursive: true })
    writeFileSync(path.join(out, 'assumptions.d.ts'), assumptions)
    const files = snippets.map(({ line, lang, code }) => {
      const file = `snippets/${dir}/readme-line-${line}.${lang}`
      writeFileSync(path.join(app, file), `${code}\nexport {}\n`)
      return file
    })
    const config = `tsconfig.snippets-${dir}.json`
    writeFileSync(
      path.join(app, config),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [`snippets/${dir}/assumptions.d.ts`, ...files],
      }),
    )
    run('node', ['node_modules/typescript/bin/tsc', '-p', config], app)
    lines.push(`@vitrine/${dir}: ${files.length} snippets`)
  }
  return lines.join('\n')
})

await step('vite build', () => {
  run('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], app)
})

await step('Node: CommonJS, ES module, React 18 server render', () =>
  [
    run('node', ['check.cjs'], app),
    run('node', ['check.mjs'], app),
    run('node', ['check-react18.cjs'], ssr18),
  ].join(''),
)

await step('size of every export in Vite builds, against the budgets', () =>
  run('node', ['measure-sizes.mjs'], app),
)

if (!keep) rmSync(work, { recursive: true, force: true })
console.log(`consumer test: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`)
