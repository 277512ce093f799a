import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_OCCURRENCE_WEIGHT, occurrenceWeights, roleWeight } from './term-weights'

describe('BM25 weights of postings (property)', () => {
  it('grow with the term frequency, shrink with the record length, stay in 1..63', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 2, maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        (lengths, tf) => {
          const docLength = Uint16Array.from(lengths)
          const docs = Uint32Array.from(lengths, (_, i) => i)
          const heads = new Uint8Array(lengths.length)
          const once = occurrenceWeights(
            docs,
            new Uint8Array(lengths.length).fill(tf),
            heads,
            docLength,
          )
          const more = occurrenceWeights(
            docs,
            new Uint8Array(lengths.length).fill(tf + 1),
            heads,
            docLength,
          )
          for (let i = 0; i < lengths.length; i++) {
            expect(once[i]).toBeGreaterThanOrEqual(1)
            expect(more[i]).toBeLessThanOrEqual(MAX_OCCURRENCE_WEIGHT)
            expect(more[i]).toBeGreaterThanOrEqual(once[i]!)
            for (let j = 0; j < lengths.length; j++) {
              if (lengths[i]! < lengths[j]!) expect(once[i]).toBeGreaterThanOrEqual(once[j]!)
            }
          }
        },
      ),
    )
  })

  it('shrink with the distance of the word from the end of its value (head words weigh most)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 2, maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        (heads, length) => {
          const docs = Uint32Array.from(heads, () => 0)
          const weights = occurrenceWeights(
            docs,
            new Uint8Array(heads.length).fill(1),
            Uint8Array.from(heads),
            Uint16Array.of(length),
          )
          for (let i = 0; i < heads.length; i++) {
            for (let j = 0; j < heads.length; j++) {
              if (heads[i]! < heads[j]!) expect(weights[i]).toBeGreaterThanOrEqual(weights[j]!)
            }
          }
        },
      ),
    )
  })
})

describe('weight of a posting for a query word at a head distance (property)', () => {
  const weight = fc.integer({ min: 1, max: MAX_OCCURRENCE_WEIGHT })
  const distance = fc.integer({ min: 0, max: 20 })

  it('is the posting weight when the word plays the same part, never more, at least 1', () => {
    fc.assert(
      fc.property(weight, distance, distance, (w, head, queryHead) => {
        const adjusted = roleWeight(w, head, queryHead)
        expect(roleWeight(w, head, head)).toBe(w)
        expect(adjusted).toBeLessThanOrEqual(w)
        expect(adjusted).toBeGreaterThanOrEqual(1)
      }),
    )
  })

  it('leaves a head word of the query as it is (one-word queries are unchanged)', () => {
    fc.assert(
      fc.property(weight, distance, (w, head) => {
        // The posting weight already divides by 1 + head: a query's head word keeps it as is.
        expect(roleWeight(w, head, 0)).toBe(w)
      }),
    )
  })
})
