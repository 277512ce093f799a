/** Flag of a word holding a digit (a size, a shade number, a model code). */
export const CODE_WORD = 1
/** Flag of a word joined to the previous one by a hyphen ("shirt" in "T-shirt"). */
export const COMPOUND_PART = 2
/** Flag of a word that opens a phrase: punctuation (`,.;:!?()[]/|`, a dash) stands before it. */
export const PHRASE_START = 4
/** Flag of a preposition that opens a post-modifier ("Watch for Men", "Kurta with Dupatta"). */
export const PREPOSITION = 8
/** Flag of a unit of measure ("ml", "kg", "inch"): right after a number it is part of a quantity. */
export const UNIT = 16
/** Largest distance kept (distances are stored in a byte per posting). */
export const MAX_HEAD_DISTANCE = 255

/**
 * How far each word of one text value is from being its head word, from the words' flags
 * (`flags[0..count)`), written to `out[0..count)`. English noun phrases end in their head: a
 * "White Top" is a top, a "Top Coat" is not, and codes or sizes may follow the head ("Liquid
 * Foundation 310"). So a word's distance is the number of words after it in its phrase that hold
 * no digit, plus one when it is the second part of a hyphenated compound (a "T-shirt" is not a
 * shirt); 0 is a head. Phrases end at punctuation ("Shirt, slim fit": "shirt" heads its phrase)
 * and before a preposition that opens a post-modifier, which English puts after its head ("Analog
 * Watch for Men", "Back Cover for Samsung Galaxy", "Kurta with Dupatta"): the words before it end
 * a phrase of their own, and the post-modifier's words count one more, as they qualify that head
 * (the cover's "galaxy" is not the head a phone's is). A long text has many heads. Capped at
 * {@link MAX_HEAD_DISTANCE}.
 */
export function headDistances(flags: ArrayLike<number>, count: number, out: Uint8Array): void {
  let after = 0
  for (let i = count - 1; i >= 0; i--) {
    const f = flags[i]!
    const distance = after + ((f & COMPOUND_PART) !== 0 ? 1 : 0)
    out[i] = distance > MAX_HEAD_DISTANCE ? MAX_HEAD_DISTANCE : distance
    if ((f & (PHRASE_START | PREPOSITION)) !== 0) after = 0
    else if ((f & CODE_WORD) === 0 && !isQuantityUnit(flags, i)) after++
  }
  // The words of a post-modifier qualify the head before it: one further from being a head.
  let modifying = false
  for (let i = 0; i < count; i++) {
    const f = flags[i]!
    if ((f & PHRASE_START) !== 0) modifying = false
    if (modifying && out[i]! < MAX_HEAD_DISTANCE) out[i]!++
    if ((f & PREPOSITION) !== 0) modifying = true
  }
}

/** Whether word `i` is a unit right after a number ("150 ml"): part of a size, not a noun. */
function isQuantityUnit(flags: ArrayLike<number>, i: number): boolean {
  return (flags[i]! & UNIT) !== 0 && i > 0 && (flags[i - 1]! & CODE_WORD) !== 0
}

/** Whether `code` ends a phrase (the next word starts a new one); see `endsPhraseAt` for hyphens. */
export function endsPhrase(code: number): boolean {
  return PHRASE_ENDS.has(code)
}

const PHRASE_ENDS = new Set(Array.from(',.;:!?()[]/|\n\u2013\u2014', (c) => c.charCodeAt(0)))

/**
 * Prepositions that open a post-modifier of the noun before them in product names (a "Watch for
 * Men" is a watch). Not "of": in "Pack of 3 Socks" or "Set of 2 Mugs" the thing is after it. Not
 * "on": in product names it is mostly the particle of a product type ("Slip On Shoes", "Roll On
 * Deodorant", "Stay On Blush"), the thing after it; taking it for a preposition put Myntra's
 * "Stay On Pink Sugar Blush" behind a "Purple Blush Bra" for "highlighter and blush".
 */
const POST_MODIFIER_PREPOSITIONS = new Set(['for', 'with', 'without', 'by', 'from', 'in'])

/**
 * Units of measure written after a number in product names ("Deodorant 150 ml", "Rice 5 kg",
 * "TV 55 inch", "Charger 2 A"): with the number they are a size, which follows the head as codes
 * do, so "ml" is no head of "Deodorant 150 ml". Only right after a word holding a digit.
 */
const UNITS = new Set(
  (
    'ml cl dl l ltr ltrs litre litres liter liters g gm gms gram grams kg kgs mg oz lb lbs ' +
    'mm cm m km inch inches ft feet yd pc pcs pieces mah gb tb mb w kw v a hz'
  ).split(' '),
)

/** Length of the longest preposition or unit (a longer word is neither). */
export const LONGEST_CLASSED_WORD = Math.max(
  ...[...POST_MODIFIER_PREPOSITIONS, ...UNITS].map((w) => w.length),
)

/** Whether a (normalised) word is a preposition opening a post-modifier. */
export function isPreposition(word: string): boolean {
  return POST_MODIFIER_PREPOSITIONS.has(word)
}

/** The class flag of a (normalised) word: {@link PREPOSITION}, {@link UNIT} or 0. */
export function wordClassFlag(word: string): number {
  return isPreposition(word) ? PREPOSITION : UNITS.has(word) ? UNIT : 0
}
