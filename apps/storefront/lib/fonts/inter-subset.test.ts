import { readFileSync } from 'node:fs'
import { generateProducts } from '@vitrine/demo-catalog'
import { describe, expect, it } from 'vitest'
import { cutInterSubset, FONT_CHARACTERS, SUBSET_PATH } from './inter-subset.mjs'

describe('the storefront’s Inter subset', () => {
  it('is the file the subset script writes from the installed Inter (run scripts/subset-font.mjs)', async () => {
    const fresh = await cutInterSubset()
    expect(Buffer.compare(Buffer.from(fresh), readFileSync(SUBSET_PATH))).toBe(0)
    expect(fresh.length).toBeLessThan(32_000)
  })

  it('draws every character of the demo catalogue’s first 20,000 products', () => {
    const kept = new Set(FONT_CHARACTERS)
    const missing = new Set<string>()
    for (const product of generateProducts(20_000)) {
      const text = JSON.stringify(product)
      for (const character of text) if (!kept.has(character)) missing.add(character)
    }
    expect([...missing]).toEqual([])
  })
})
