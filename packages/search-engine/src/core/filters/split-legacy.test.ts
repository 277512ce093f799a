import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitLegacy } from './from-params'

/** The reader before it read by index: the meaning to keep. */
function splitLegacyBefore(text: string): Array<string | string[]> {
  const trimmed = text.trim()
  const out: Array<string | string[]> = []
  let depth = 0
  let current = ''
  let group: string[] | undefined
  const flush = () => {
    if (current.trim() !== '') (group ?? out).push(current.trim())
    current = ''
  }
  for (const c of trimmed) {
    if (c === '(' && depth === 0 && current.trim() === '') {
      depth = 1
      group = []
    } else if (c === ')' && depth === 1) {
      flush()
      out.push(group!)
      group = undefined
      depth = 0
    } else if (c === ',') flush()
    else current += c
  }
  if (depth !== 0) throw new Error('unbalanced')
  flush()
  return out
}

const text = fc
  .array(fc.constantFrom('a', 'b:c', '(', ')', ',', ' ', '\t', '\u00a0', '-', '😀', 'x y'), {
    maxLength: 14,
  })
  .map((parts) => parts.join(''))
  .filter((t) => !t.trim().startsWith('['))

describe('the legacy string form of filter arrays', () => {
  it('splits as the character-appending reader did', () => {
    fc.assert(
      fc.property(text, (t) => {
        let expected: Array<string | string[]> | 'unbalanced'
        try {
          expected = splitLegacyBefore(t)
        } catch {
          expected = 'unbalanced'
        }
        if (expected === 'unbalanced') expect(() => splitLegacy('facetFilters', t)).toThrow()
        else expect(splitLegacy('facetFilters', t)).toEqual(expected)
      }),
      { numRuns: 5000 },
    )
  })

  it('reads a long text with many parentheses at once', () => {
    const long = `brand:${'a('.repeat(400_000)}`
    expect(splitLegacy('facetFilters', long)).toEqual([long])
  })
})
