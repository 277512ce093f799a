import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { noneHighlight, noneHighlightChars } from './none-highlight'

const jsonLength = (value: unknown) => JSON.stringify(noneHighlight(value))?.length ?? 0

describe('noneHighlightChars', () => {
  it('is the length of the highlight tree as JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(noneHighlightChars(value)).toBe(jsonLength(value))
      }),
      { numRuns: 2000 },
    )
  })

  it('passes a limit exactly when the tree does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(400), (value, limit) => {
        expect(noneHighlightChars(value, limit) > limit).toBe(jsonLength(value) > limit)
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps a __proto__ key as data', () => {
    const value = JSON.parse('{"__proto__": "x"}') as unknown
    const tree = noneHighlight(value) as Record<string, unknown>
    expect(Object.getPrototypeOf(tree)).toBe(Object.prototype)
    expect(Object.keys(tree)).toEqual(['__proto__'])
    expect(noneHighlightChars(value)).toBe(jsonLength(value))
  })
})
