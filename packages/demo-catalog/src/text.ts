/** Grammar helpers for generated copy. */

/** Whether a product noun is plural ("Jeans", "Earbuds"), not "Dress". */
export function isPlural(noun: string): boolean {
  return /[^s]s$/i.test(noun)
}

const PLURAL = {
  it: 'they',
  It: 'They',
  them: 'them',
  is: 'are',
  has: 'have',
  this: 'these',
  s: '',
}
const SINGULAR = { it: 'it', It: 'It', them: 'it', is: 'is', has: 'has', this: 'this', s: 's' }

/** Pronoun and verb forms agreeing with a noun. */
export function agreement(noun: string): typeof SINGULAR {
  return isPlural(noun) ? PLURAL : SINGULAR
}

/**
 * A number and its unit as one unbreakable phrase, "45 L" with a no-break space, so that no line
 * of a name or description ends between them.
 */
export function quantity(amount: number, unit: string): string {
  return `${amount}\u00a0${unit}`
}

/** Upper-cases the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A detail phrase without its article ("a tie waist" → "tie waist"). */
export function bare(phrase: string): string {
  return phrase.replace(/^(a|an) /, '')
}

function isWordChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 39 ||
    code === 45 ||
    code > 127
  )
}

// Pair hashes seen in the text being checked: an open-addressing table reused across calls
// (a slot is taken when its stamp is the current call's), so a check allocates nothing.
const SLOTS = 256
const slotPairs = new Int32Array(SLOTS)
const slotStamps = new Uint32Array(SLOTS)
let stamp = 0

/** Records `pair`; true when this call saw it already. */
function seenBefore(pair: number): boolean {
  let slot = Math.imul(pair, 0x9e3779b1) >>> 24
  while (slotStamps[slot] === stamp) {
    if (slotPairs[slot] === pair) return true
    slot = (slot + 1) & (SLOTS - 1)
  }
  slotStamps[slot] = stamp
  slotPairs[slot] = pair
  return false
}

/**
 * Whether some word pair occurs twice in the text (case-insensitive). Hashes the pairs rather
 * than building strings: it runs for every generated description.
 */
export function hasRepeatedBigram(text: string): boolean {
  // A text of n characters has fewer than n / 2 pairs: up to 256 characters the table stays at
  // most half full; longer texts get a set of their own.
  const pairs = text.length <= SLOTS ? undefined : new Set<number>()
  if (!pairs && ++stamp === 0x100000000) {
    slotStamps.fill(0)
    stamp = 1
  }
  let previous = -1
  let word = 0
  let inWord = false
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32
    if (isWordChar(code)) {
      word = (Math.imul(word, 31) + (code >= 65 && code <= 90 ? code + 32 : code)) | 0
      inWord = true
    } else if (inWord) {
      if (previous !== -1) {
        const pair = (Math.imul(previous, 0x9e3779b1) ^ word) | 0
        if (pairs) {
          if (pairs.has(pair)) return true
          pairs.add(pair)
        } else if (seenBefore(pair)) return true
      }
      previous = word & 0x7fffffff
      word = 0
      inWord = false
    }
  }
  return false
}

const PROPER = new Set(['French'])

const lowered = new Map<string, string>()

/** A product noun inside a sentence: lower case except proper adjectives ("French press"). */
export function lowerNoun(noun: string): string {
  let lower = lowered.get(noun)
  if (lower === undefined) {
    lower = noun
      .split(' ')
      .map((word) => (PROPER.has(word) ? word : word.toLowerCase()))
      .join(' ')
    lowered.set(noun, lower)
  }
  return lower
}
