import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countedTypos, editDistance, FIRST_LETTER_MIN_TYPOS, forEachFuzzyTerm } from './typo'

function bruteForce(terms: string[], word: string, maxTypos: number, prefix: boolean) {
  const out: Array<[number, number]> = []
  terms.forEach((term, id) => {
    let best = editDistance(term, word)
    if (prefix) {
      for (let d = Math.max(1, word.length - maxTypos); d <= term.length; d++) {
        best = Math.min(best, editDistance(term.slice(0, d), word))
      }
    }
    const firstLetterDiffers = term[0] !== word[0]
    if (firstLetterDiffers && maxTypos < FIRST_LETTER_MIN_TYPOS) return
    if (best <= maxTypos) out.push([id, countedTypos(best, firstLetterDiffers)])
  })
  return out
}

function fuzzy(terms: string[], word: string, maxTypos: number, prefix: boolean) {
  const out: Array<[number, number]> = []
  forEachFuzzyTerm(terms, word, { maxTypos, prefix }, (id, typos) => out.push([id, typos]))
  return out
}

describe('editDistance', () => {
  it.each([
    ['sneakers', 'sneakers', 0],
    ['sneakers', 'sneakrs', 1],
    ['sneakers', 'snaekers', 1],
    ['boot', 'bot', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s vs %s = %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected)
  })
})

describe('forEachFuzzyTerm', () => {
  const terms = ['boot', 'boots', 'bot', 'shoe', 'shoes', 'sneaker', 'sneakers', 'snow'].sort()

  it('finds one-typo variants including transpositions', () => {
    const found = fuzzy(terms, 'snaeker', 1, false).map(([id]) => terms[id])
    expect(found).toEqual(['sneaker'])
  })

  it('matches prefixes with typos for the last word', () => {
    const found = fuzzy(terms, 'sneakr', 1, true).map(([id]) => terms[id])
    expect(found).toEqual(['sneaker', 'sneakers'])
  })

  it('counts a typo on the first letter as two, as Algolia does', () => {
    const names = ['michael', 'tichael', 'tickael', 'zentro'].sort()
    const count = (query: string, maxTypos: number, prefix = false) =>
      Object.fromEntries(fuzzy(names, query, maxTypos, prefix).map(([id, t]) => [names[id], t]))
    // One typo allowed (4 to 7 letters): no term with another first letter.
    expect(count('tichael', 1)).toEqual({ tichael: 0, tickael: 1 })
    expect(count('tent', 1, true)).toEqual({})
    // Two allowed (8 letters or more): another first letter is one typo more, up to three.
    expect(count('michael', 2)).toEqual({ michael: 0, tichael: 2, tickael: 3 })
    expect(count('mickael', 2)).toEqual({ michael: 1, tichael: 3, tickael: 2 })
  })

  it('agrees with a brute-force scan on random dictionaries', () => {
    const word = fc.string({
      unit: fc.constantFrom('a', 'b', 'c', 'd'),
      minLength: 1,
      maxLength: 10,
    })
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 40 }),
        word,
        fc.integer({ min: 1, max: 2 }),
        fc.boolean(),
        (list, query, maxTypos, prefix) => {
          const sorted = [...list].sort()
          expect(fuzzy(sorted, query, maxTypos, prefix)).toEqual(
            bruteForce(sorted, query, maxTypos, prefix),
          )
        },
      ),
      { numRuns: 400 },
    )
  })
})
