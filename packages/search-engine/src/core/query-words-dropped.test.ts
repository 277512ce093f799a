import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isStopWord } from './language/stop-words'
import { parseQueryWords } from './query-words'

// The stop words `removeStopWords` drops are reported with their kept neighbours, so that the
// tie-break can look for them beside those words (stop-word-closeness.ts).
const VOCABULARY = ['off', 'white', 'and', 'kurta', 'the', 'north', 'face', 'under', 'armour']

describe('dropped stop words', () => {
  it('name each dropped word once, in order, between its kept neighbours', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 8 }),
        (list) => {
          const query = list.join(' ')
          const parsed = parseQueryWords({ query, removeStopWords: true, queryLanguages: ['en'] })
          const kept = parsed.words.map((w) => w.text)
          const dropped = parsed.dropped ?? []
          // Kept and dropped words rebuild the query: each dropped word sits after its `previous`.
          const rebuilt: string[] = []
          let d = 0
          for (let i = -1; i < kept.length; i++) {
            if (i >= 0) rebuilt.push(kept[i]!)
            while (d < dropped.length && dropped[d]!.previous === i)
              rebuilt.push(dropped[d++]!.text)
          }
          expect(d).toBe(dropped.length)
          expect(rebuilt).toEqual(list)
          for (const word of dropped) {
            expect(isStopWord(word.text, ['en'])).toBe(true)
            expect(word.next).toBe(word.previous + 1 < kept.length ? word.previous + 1 : -1)
          }
        },
      ),
    )
  })

  it('are absent when nothing was dropped, and never the prefix word', () => {
    expect(parseQueryWords({ query: 'off white', removeStopWords: false }).dropped).toBeUndefined()
    // The prefix word (the last) is never dropped.
    expect(parseQueryWords({ query: 'kurta off', removeStopWords: true }).dropped).toBeUndefined()
    expect(parseQueryWords({ query: 'the and', removeStopWords: true }).dropped).toEqual([
      { text: 'the', next: 0, previous: -1 },
    ])
  })
})
