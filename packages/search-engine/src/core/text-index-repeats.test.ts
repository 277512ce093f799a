import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSearchableAttributes } from './searchable-attributes'
import { buildTextIndex, occurrencesOf, positionOf, slotOf } from './text-index'
import { mergeTextIndex } from './text-index-merge'
import type { Hit } from './types'

const attributes = compileSearchableAttributes(['title', 'body'])
const word = fc.constantFrom('red', 'blue', 'shirt', 'shoes', 'casual')
const record = fc.record({
  title: fc.array(word, { maxLength: 6 }).map((w) => w.join(' ')),
  body: fc.array(word, { maxLength: 6 }).map((w) => w.join(' ')),
})

const asHits = (docs: Array<{ title: string; body: string }>): Hit[] =>
  docs.map((d, i) => ({ objectID: String(i), ...d }))

/** Every (slot, position) of `term` in each record, read from the records themselves. */
function expected(docs: Array<{ title: string; body: string }>, doc: number, term: string) {
  const out: Array<[number, number]> = []
  ;[docs[doc]!.title, docs[doc]!.body].forEach((text, slot) => {
    text.split(' ').forEach((w, position) => {
      if (w === term) out.push([slot, position])
    })
  })
  return out
}

/** Occurrences of `term` in `doc` as the index reports them (all of them, or its one posting). */
function actual(index: ReturnType<typeof buildTextIndex>, doc: number, term: string) {
  const t = index.terms.indexOf(term)
  if (t < 0) return []
  for (let o = index.termStart[t]!; o < index.termStart[t + 1]!; o++) {
    if (index.occDoc[o] !== doc) continue
    const all = occurrencesOf(index.repeats, doc, index.occPos[o]!) ?? [index.occPos[o]!]
    return [...all].map((p) => [slotOf(p), positionOf(p)])
  }
  return []
}

describe('repeated terms keep every occurrence', () => {
  it('lists each occurrence of a term in a record, built at once or appended', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), fc.nat(8), (docs, cut) => {
        const split = Math.min(cut, docs.length)
        const whole = buildTextIndex(asHits(docs), attributes)
        const merged = mergeTextIndex(
          buildTextIndex(asHits(docs.slice(0, split)), attributes),
          asHits(docs.slice(split)),
          split,
        )
        for (let doc = 0; doc < docs.length; doc++) {
          for (const term of ['red', 'blue', 'shirt', 'shoes', 'casual']) {
            const want = expected(docs, doc, term)
            expect(actual(whole, doc, term)).toEqual(want)
            expect(actual(merged, doc, term)).toEqual(want)
          }
        }
      }),
      { seed: 13, numRuns: 200 },
    )
  })
})
