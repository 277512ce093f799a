import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { queryHeadDistances } from './query-heads'

const never = () => false
const stop = (word: string) => ['and', 'of', 'the'].includes(word)

describe('head distances of query words', () => {
  it('counts the words after each word up to the end of its noun phrase', () => {
    expect([...queryHeadDistances('frozen foods', never)]).toEqual([1, 0])
    expect([...queryHeadDistances('non-food kitchen', never)]).toEqual([2, 1, 0])
    expect([...queryHeadDistances('liquid foundation 310', never)]).toEqual([1, 0, 0])
  })

  it('gives each conjunct its own head (and, or, &, +, punctuation)', () => {
    expect([...queryHeadDistances('necklace and chains', stop)]).toEqual([0, 0, 0])
    expect([...queryHeadDistances('face wash & cleanser', stop)]).toEqual([1, 0, 0])
    expect([...queryHeadDistances('canned fruit/vegetables', stop)]).toEqual([1, 0, 0])
    // A skipped word (a stop word, dropped from the query) does not count for the others.
    expect([...queryHeadDistances('set of gift cards', stop)]).toEqual([2, 2, 1, 0])
  })

  it('without conjunctions or signs: the number of later words that are not skipped (property)', () => {
    const word = fc.constantFrom('red', 'shoe', 'the', 'of', 'gift', 'box', 'cotton')
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const distances = queryHeadDistances(words.join(' '), stop)
        expect(distances.length).toBe(words.length)
        words.forEach((_, i) => {
          const after = words.slice(i + 1).filter((w) => !stop(w)).length
          expect(distances[i]).toBe(after)
        })
      }),
    )
  })
})
