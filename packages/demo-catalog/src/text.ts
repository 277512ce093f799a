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

/**
 * Whether some word pair occurs twice in the text (case-insensitive). Hashes the pairs rather
 * than building strings: it runs for every generated description.
 */
export function hasRepeatedBigram(text: string): boolean {
  const pairs: number[] = []
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
        if (pairs.includes(pair)) return true
        pairs.push(pair)
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
