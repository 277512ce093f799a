import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expandWord, GRADE, typosOfTerm } from './expand'
import { compileSearchableAttributes } from './searchable-attributes'
import { buildTextIndex } from './text-index'
import type { Hit } from './types'

const attributes = compileSearchableAttributes(['name'])
const term = fc.stringMatching(/^[abk]{1,4}$/)

type Score = { typos: number; exact: number; grade: number }

/** Each term's expected score: the better of the word's own match and its alternatives'. */
function expected(
  terms: string[],
  own: Map<string, Score>,
  alternatives: Array<{ words: string[]; typos: number; exact: boolean }>,
) {
  const best = new Map(own)
  for (const alt of alternatives) {
    const [w] = alt.words
    if (alt.words.length !== 1 || !terms.includes(w!)) continue
    const score = { typos: alt.typos, exact: alt.exact ? 1 : 0 }
    const grade = score.exact ? GRADE.exactAlternative : score.typos > 0 ? GRADE.typo : GRADE.noTypo
    const old = best.get(w!)
    if (!old || score.typos * 2 - score.exact < old.typos * 2 - old.exact) {
      best.set(w!, { ...score, grade })
    }
  }
  return best
}

describe('expandWord', () => {
  it('merges one-word alternatives into the word`s terms, keeping the better score per term', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(term, { minLength: 1, maxLength: 25 }),
        term,
        fc.array(
          fc.record({
            words: fc.array(term, { minLength: 1, maxLength: 2 }),
            typos: fc.integer({ min: 0, max: 2 }),
            exact: fc.boolean(),
          }),
          { maxLength: 5 },
        ),
        (names, text, alternatives) => {
          const docs = names.map((name, i) => ({ objectID: String(i), name }) as Hit)
          const index = buildTextIndex(docs, attributes)
          const word = { text, prefix: true, maxTypos: 0, optional: false, alternatives }
          const base = expandWord(index, { ...word, alternatives: [] })
          const scores = (e: typeof base) =>
            new Map<string, Score>(
              [...e.termIds].map((id, i) => [
                index.terms[id]!,
                { typos: e.typos[i]!, exact: e.exact[i]!, grade: e.grade[i]! },
              ]),
            )
          const got = expandWord(index, word)
          const ids = [...got.termIds]
          expect(ids).toEqual([...ids].sort((a, b) => a - b))
          expect(scores(got)).toEqual(expected(index.terms, scores(base), alternatives))
          ids.forEach((id, e) => expect(typosOfTerm(got, id)).toBe(got.typos[e]))
          let postings = 0
          for (const id of ids) postings += index.termStart[id + 1]! - index.termStart[id]!
          expect(got.postings).toBe(postings)
        },
      ),
      { numRuns: 300 },
    )
  })
})
