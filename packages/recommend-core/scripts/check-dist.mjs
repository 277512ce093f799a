#!/usr/bin/env node
// Post-build checks that publint/attw cannot make: the React entry starts with 'use client' (in
// both formats), the root entry does not, and the React entry loads the core from the package
// root instead of carrying a second copy of it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

const dist = path.join(import.meta.dirname, '..', 'dist')
const read = (file) => readFileSync(path.join(dist, file), 'utf8')
const failures = []
const expect = (ok, message) => ok || failures.push(message)

for (const ext of ['js', 'cjs']) {
  const react = read(`react.${ext}`)
  const root = read(`index.${ext}`)
  expect(
    /^['"]use client['"];?$/.test(react.split('\n')[0].trim()),
    `react.${ext}: first line is not 'use client'`,
  )
  expect(!root.includes('use client'), `index.${ext}: must stay server-safe (no 'use client')`)
  expect(
    react.includes('@vitrine/recommend-core'),
    `react.${ext}: does not import the package root`,
  )
  expect(
    !/function createRecommendController/.test(react),
    `react.${ext}: inlines a copy of the core`,
  )
  expect(!/from ['"]react['"]|require\(['"]react['"]\)/.test(root), `index.${ext}: imports React`)
}

if (failures.length > 0) {
  console.error(failures.map((failure) => `check-dist: ${failure}`).join('\n'))
  process.exit(1)
}
console.log('check-dist: ok (react entry: use client, shares the root core; root entry: no React)')
