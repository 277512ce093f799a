import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- plain ES module script without type declarations
import { compileSpec } from '../contracts/compile-contracts.mjs'

describe('compiled contracts', () => {
  it.each(['search', 'recommend', 'insights'])('%s.json is up to date with %s.yml', (name) => {
    const yamlText = readFileSync(new URL(`../contracts/${name}.yml`, import.meta.url), 'utf8')
    const compiled = readFileSync(new URL(`../contracts/${name}.json`, import.meta.url), 'utf8')
    expect(
      compiled.trim() === (compileSpec(yamlText) as string),
      'run: pnpm --filter @vitrine/search-engine contracts',
    ).toBe(true)
  })
})
