import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasRepeatedBigram } from './text'

/** The plain definition: some pair of consecutive words, lower-cased, occurs twice. */
function repeatsAPair(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z0-9'\-\u0080-\uffff]+/g) ?? []
  const pairs = new Set<string>()
  for (let i = 1; i < words.length; i++) {
    const pair = `${words[i - 1]} ${words[i]}`
    if (pairs.has(pair)) return true
    pairs.add(pair)
  }
  return false
}

describe('hasRepeatedBigram', () => {
  it('finds a repeated word pair whatever its case and punctuation', () => {
    expect(hasRepeatedBigram('Summer evenings and summer evenings.')).toBe(true)
    expect(hasRepeatedBigram('It is warm. It is light.')).toBe(true)
    expect(hasRepeatedBigram('It is warm and light.')).toBe(false)
    expect(hasRepeatedBigram('')).toBe(false)
  })

  it('agrees with the plain definition on short and long texts', () => {
    const word = fc.constantFrom('it', 'is', 'a', 'warm', 'Tent', 'light', "kid's", 'x-1')
    const text = fc
      .array(fc.tuple(word, fc.constantFrom(' ', ', ', '. ')), { maxLength: 120 })
      .map((parts) => parts.map(([w, gap]) => w + gap).join(''))
    fc.assert(
      fc.property(text, (value) => {
        expect(hasRepeatedBigram(value)).toBe(repeatsAPair(value))
      }),
      { seed: 15, numRuns: 300 },
    )
  })
})
