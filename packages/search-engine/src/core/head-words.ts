/** Flag of a word holding a digit (a size, a shade number, a model code). */
export const CODE_WORD = 1
/** Flag of a word joined to the previous one by a hyphen ("shirt" in "T-shirt"). */
export const COMPOUND_PART = 2
/** Flag of a word that opens a phrase: punctuation (`,.;:!?()[]/|`) stands before it. */
export const PHRASE_START = 4
/** Largest distance kept (distances are stored in a byte per posting). */
export const MAX_HEAD_DISTANCE = 255

/**
 * How far each word of one text value is from being its head word, from the words' flags
 * (`flags[0..count)`), written to `out[0..count)`. English noun phrases end in their head: a
 * "White Top" is a top, a "Top Coat" is not, and codes or sizes may follow the head ("Liquid
 * Foundation 310"). So a word's distance is the number of words after it in its phrase that hold
 * no digit, plus one when it is the second part of a hyphenated compound (a "T-shirt" is not a
 * shirt); 0 is a head. Phrases end at punctuation ("Shirt, slim fit": "shirt" heads its phrase),
 * so a long text has many heads. Capped at {@link MAX_HEAD_DISTANCE}.
 */
export function headDistances(flags: ArrayLike<number>, count: number, out: Uint8Array): void {
  let after = 0
  for (let i = count - 1; i >= 0; i--) {
    const f = flags[i]!
    const distance = after + ((f & COMPOUND_PART) !== 0 ? 1 : 0)
    out[i] = distance > MAX_HEAD_DISTANCE ? MAX_HEAD_DISTANCE : distance
    if ((f & PHRASE_START) !== 0) after = 0
    else if ((f & CODE_WORD) === 0) after++
  }
}

/** Whether `code` ends a phrase (the next word starts a new one). */
export function endsPhrase(code: number): boolean {
  return PHRASE_ENDS.has(code)
}

const PHRASE_ENDS = new Set(Array.from(',.;:!?()[]/|\n', (c) => c.charCodeAt(0)))
