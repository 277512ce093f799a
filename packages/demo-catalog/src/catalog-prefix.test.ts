import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateProducts } from './catalog'

const COUNT = 20_000
const BLOCK = 1_000

/**
 * SHA-256 of the first 20,000 products as JSON lines, per block of 1,000 records, so a change
 * shows where the output first differs.
 */
function blockDigests(): string {
  const lines: string[] = []
  let hash = createHash('sha256')
  let index = 0
  for (const product of generateProducts(COUNT)) {
    hash.update(`${JSON.stringify(product)}\n`)
    index++
    if (index % BLOCK === 0) {
      lines.push(`${index - BLOCK + 1}-${index} ${hash.digest('hex')}`)
      hash = createHash('sha256')
    }
  }
  return `${lines.join('\n')}\n`
}

describe('generateProducts output', () => {
  // Guards speed work on the generator: the same seed must keep giving byte-identical records.
  // A deliberate change to the catalogue updates the fixture with `vitest run -u`.
  // About half a second alone; the timeout leaves room for a busy machine.
  it(
    'keeps the first 20,000 products byte-identical to the committed fixture',
    { timeout: 60_000 },
    async () => {
      await expect(blockDigests()).toMatchFileSnapshot('./__fixtures__/first-20000-products.sha256')
    },
  )
})
