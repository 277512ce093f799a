import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSearchableAttributes } from './searchable-attributes'
import { buildTextIndex, positionOf, prefixRange, slotOf } from './text-index'
import { tokenize } from './tokenizer'
import type { Hit } from './types'

const attributes = compileSearchableAttributes(['title', 'tags,body'])

function postings(index: ReturnType<typeof buildTextIndex>, term: string) {
  const t = index.terms.indexOf(term)
  const out: Array<[number, number, number]> = []
  for (let o = index.termStart[t]!; o < index.termStart[t + 1]!; o++) {
    out.push([index.occDoc[o]!, slotOf(index.occPos[o]!), positionOf(index.occPos[o]!)])
  }
  return out
}

describe('buildTextIndex', () => {
  const docs: Hit[] = [
    { objectID: 'a', title: 'Red Shoes', body: 'Very red, very comfortable shoes for long walks' },
    { objectID: 'b', title: 'Crème Brûlée', tags: ['Red', 'dessert'], body: 'No shoes here' },
  ]
  const index = buildTextIndex(docs, attributes)

  it('keeps one sorted dictionary of normalised terms', () => {
    const expected = [
      ...new Set(
        docs.flatMap((d) =>
          tokenize(`${d.title} ${(d.tags as string[] | undefined)?.join(' ') ?? ''} ${d.body}`),
        ),
      ),
    ]
    expect(index.terms).toEqual(expected.sort())
    expect(index.terms.slice(...prefixRange(index.terms, 'c'))).toEqual(['comfortable', 'creme'])
  })

  it('stores the best occurrence per term and document, documents ascending', () => {
    expect(postings(index, 'red')).toEqual([
      [0, 0, 0],
      [1, 1, 0],
    ])
    expect(postings(index, 'shoes')).toEqual([
      [0, 0, 1],
      [1, 2, 1],
    ])
  })

  it('indexes any text like tokenize does (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })), { maxLength: 6 }),
        (texts) => {
          const records = texts.map((title, i): Hit => ({ objectID: String(i), title }))
          const built = buildTextIndex(records, compileSearchableAttributes(['title']))
          expect(built.terms).toEqual([...new Set(texts.flatMap(tokenize))].sort())
        },
      ),
      { numRuns: 300 },
    )
  })
})
