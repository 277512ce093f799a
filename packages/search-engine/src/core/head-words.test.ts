import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CODE_WORD,
  COMPOUND_PART,
  headDistances,
  PHRASE_START,
  PREPOSITION,
  UNIT,
} from './head-words'
import { compilePath } from './attributes'
import { buildTextIndex } from './text-index'
import { tokenizeWithFlags } from './tokenizer'

function distances(text: string): number[] {
  const { flags } = tokenizeWithFlags(text)
  const out = new Uint8Array(flags.length)
  headDistances(flags, flags.length, out)
  return [...out]
}

describe('head words of a value', () => {
  it('the last word is the head; codes and sizes after it do not count; a compound part is one off', () => {
    expect(distances('Colorbar Top Coat Nail Lacquer 69')).toEqual([4, 3, 2, 1, 0, 0])
    expect(distances('Lotus Liquid Foundation 310')).toEqual([2, 1, 0, 0])
    expect(distances('Ediots T-shirt')).toEqual([2, 1, 1])
    expect(distances('Arrow Blue Shirt')).toEqual([2, 1, 0])
    expect(distances('Cotton Shirt, slim fit (navy)')).toEqual([1, 0, 1, 0, 0])
  })

  it('a post-modifier opened by a preposition (or after a dash) follows its head and qualifies it', () => {
    // back cover for samsung galaxy j7: the cover is the head, the galaxy qualifies it.
    expect(distances('Back Cover for Samsung Galaxy J7')).toEqual([1, 0, 2, 2, 1, 1])
    // analog watch - for men
    expect(distances('Analog Watch - For Men')).toEqual([1, 0, 1, 1])
    expect(distances('Kurta with Dupatta')).toEqual([0, 1, 1])
    expect(distances('Steel Watch – Black')).toEqual([1, 0, 0])
    // "of" and a hyphen inside a compound open no post-modifier: the socks, the shoes are heads.
    expect(distances('Pack of 3 Socks')).toEqual([2, 1, 1, 0])
    expect(distances('Classic Slip-On Shoes')).toEqual([3, 2, 2, 0])
    // "on" is the particle of a product type ("Slip On", "Roll On", "Stay On"): the words after
    // it are no post-modifier, the blush and the deodorant are heads.
    expect(distances('Streetwear Stay On Pink Blush')).toEqual([4, 3, 2, 1, 0])
    expect(distances('Nivea Roll On Deodorant')).toEqual([3, 2, 1, 0])
  })

  it('a unit of measure right after a number is part of a size, not a head', () => {
    expect(distances('Intimately Yours Deodorant 150 ml')).toEqual([2, 1, 0, 0, 0])
    expect(distances('Basmati Rice 5 Kg')).toEqual([1, 0, 0, 0])
    // Without a number before it, the same word is a word like any other.
    expect(distances('Size M Shirt')).toEqual([2, 1, 0])
    expect(distances('Shirt Size M')).toEqual([2, 1, 0])
  })
})

describe('head distances (property)', () => {
  const flag = fc.constantFrom(0, CODE_WORD, COMPOUND_PART, CODE_WORD | COMPOUND_PART)
  it('count the words without a digit after each word, plus one for a compound part', () => {
    fc.assert(
      fc.property(fc.array(flag, { maxLength: 40 }), (flags) => {
        const out = new Uint8Array(flags.length)
        headDistances(flags, flags.length, out)
        flags.forEach((f, i) => {
          const after = flags.slice(i + 1).filter((g) => (g & CODE_WORD) === 0).length
          expect(out[i]).toBe(after + ((f & COMPOUND_PART) !== 0 ? 1 : 0))
        })
        // The last word without a digit that is not a compound part is a head (distance 0).
        const last = flags.findLastIndex((g) => (g & CODE_WORD) === 0)
        if (last >= 0 && (flags[last]! & COMPOUND_PART) === 0) expect(out[last]).toBe(0)
      }),
    )
  })

  const anyFlag = fc.constantFrom(
    0,
    0,
    0,
    CODE_WORD,
    COMPOUND_PART,
    PHRASE_START,
    PREPOSITION,
    UNIT,
  )
  it('end a phrase before a phrase start or a preposition, and count a post-modifier one further', () => {
    // A unit right after a word holding a digit is part of a size: it counts as a code does.
    const counts = (flags: number[], j: number) =>
      (flags[j]! & CODE_WORD) === 0 &&
      !((flags[j]! & UNIT) !== 0 && j > 0 && (flags[j - 1]! & CODE_WORD) !== 0)
    fc.assert(
      fc.property(fc.array(anyFlag, { maxLength: 40 }), (flags) => {
        const out = new Uint8Array(flags.length)
        headDistances(flags, flags.length, out)
        flags.forEach((f, i) => {
          let after = 0
          for (let j = i + 1; j < flags.length; j++) {
            if ((flags[j]! & (PHRASE_START | PREPOSITION)) !== 0) break
            if (counts(flags, j)) after++
          }
          let modifying = false
          for (let k = i; k >= 0 && !modifying; k--) {
            if (k < i && (flags[k]! & PREPOSITION) !== 0) modifying = true
            else if ((flags[k]! & PHRASE_START) !== 0) break
          }
          const compound = (f & COMPOUND_PART) !== 0 ? 1 : 0
          expect(out[i]).toBe(after + compound + (modifying ? 1 : 0))
        })
      }),
    )
  })
})

describe('head distances in the text index (property)', () => {
  const word = fc.constantFrom(
    'top',
    'coat',
    'T-shirt',
    'shirt',
    '310',
    'x2',
    'Über',
    'cotton',
    'for',
    'With',
    'Slip-On',
    'ml',
    'Kg',
    '150',
  )
  const separator = fc.constantFrom(
    ' ',
    ' ',
    ', ',
    ' - ',
    '/',
    ' (',
    ') ',
    '. ',
    ' & ',
    ' -',
    ' – ',
  )
  const text = fc
    .array(fc.tuple(word, separator), { minLength: 1, maxLength: 14 })
    .map((parts) => parts.map(([w, s]) => w + s).join(''))
  it('are, per term and record, the smallest distance of its words, whatever path reads the text', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 5 }), (names) => {
        const attribute = { path: compilePath('name'), level: 0, unordered: false }
        const index = buildTextIndex(
          names.map((name, i) => ({ objectID: String(i), name })),
          [attribute],
        )
        names.forEach((name, doc) => {
          const { words, flags } = tokenizeWithFlags(name)
          const out = new Uint8Array(words.length)
          headDistances(flags, words.length, out)
          const expected = new Map<string, number>()
          words.forEach((w, i) => expected.set(w, Math.min(expected.get(w) ?? 255, out[i]!)))
          for (const [term, distance] of expected) {
            const t = index.terms.indexOf(term)
            let found = -1
            for (let o = index.termStart[t]!; o < index.termStart[t + 1]!; o++)
              if (index.occDoc[o] === doc) found = index.occHead[o]!
            expect(found).toBe(distance)
          }
        })
      }),
    )
  })
})
