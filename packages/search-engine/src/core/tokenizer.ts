import { normalizeText } from './normalize'
import { CODE_WORD, COMPOUND_PART, endsPhrase, wordClassFlag, PHRASE_START } from './head-words'

const NON_ASCII_WORD = /[\p{L}\p{N}\p{M}]/u

function isWordCode(code: number, text: string, index: number): boolean {
  if (code < 128) {
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)
  }
  return NON_ASCII_WORD.test(text[index] ?? '')
}

/** Index-time tokenizing settings of a text (see `text-options.ts`); none: the defaults. */
export interface ScanOptions {
  /** `separatorsToIndex`: UTF-16 units that are each a word of their own (one lookup a character). */
  separators?: ReadonlySet<number>
  /** `camelCaseAttributes`: a word is cut before an upper-case letter that starts a part. */
  camelCase?: boolean
  /** Word normaliser replacing {@link normalizeText} (`customNormalization`, kept diacritics). */
  normalize?: (text: string) => string
}

/**
 * Calls `onToken(start, end)` for every word of `text` (letters, digits and combining marks;
 * everything else separates words). Offsets are UTF-16 indices into `text`.
 */
export function scanTokens(
  text: string,
  onToken: (start: number, end: number) => void,
  options?: ScanOptions,
): void {
  if (options !== undefined) {
    scanTokensWith(text, onToken, options)
    return
  }
  let start = -1
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // Surrogate pairs (emoji, rare scripts) are separators, which keeps the scan per code unit.
    const word = isWordCode(code, text, i)
    if (word && start < 0) start = i
    else if (!word && start >= 0) {
      onToken(start, i)
      start = -1
    }
  }
  if (start >= 0) onToken(start, text.length)
}

const isUpper = (code: number) => code >= 65 && code <= 90
const isLower = (code: number) => code >= 97 && code <= 122

/**
 * Whether a camelCase word is cut before `i`: a lower-case letter then an upper-case one
 * ("iPhone"), or the last capital of a run followed by a lower-case letter ("HTMLParser").
 * ASCII letters only.
 */
function camelCut(text: string, i: number): boolean {
  const code = text.charCodeAt(i)
  if (!isUpper(code)) return false
  const previous = text.charCodeAt(i - 1)
  return isLower(previous) || (isUpper(previous) && isLower(text.charCodeAt(i + 1)))
}

/** {@link scanTokens} with indexed separators and camelCase cuts (kept apart: the default scan is hot). */
function scanTokensWith(
  text: string,
  onToken: (start: number, end: number) => void,
  { separators, camelCase }: ScanOptions,
): void {
  let start = -1
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (isWordCode(code, text, i)) {
      if (start < 0) start = i
      else if (camelCase === true && camelCut(text, i)) {
        onToken(start, i)
        start = i
      }
      continue
    }
    if (start >= 0) {
      onToken(start, i)
      start = -1
    }
    if (separators !== undefined && separators.has(code)) onToken(i, i + 1)
  }
  if (start >= 0) onToken(start, text.length)
}

/** Normalised words of `text`, in order. */
export function tokenize(text: string): string[] {
  return tokenizeWith(text, undefined)
}

/** {@link tokenize} with the index's scan options (undefined: the defaults). */
export function tokenizeWith(text: string, options: ScanOptions | undefined): string[] {
  const out: string[] = []
  const normalize = options?.normalize ?? normalizeText
  scanTokens(
    text,
    (start, end) => {
      const word = normalize(text.slice(start, end))
      if (word.length > 0) out.push(word)
    },
    options,
  )
  return out
}

/** Whether `word` holds an ASCII digit. */
export function hasDigit(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i)
    if (code >= 48 && code <= 57) return true
  }
  return false
}

/** Whether the word starting at `start` is glued to the previous word by a hyphen ("T-shirt"). */
export function joinedByHyphen(text: string, start: number): boolean {
  return (
    start >= 2 &&
    text.charCodeAt(start - 1) === 45 &&
    isWordCode(text.charCodeAt(start - 2), text, start - 2)
  )
}

/**
 * Whether the character at `i` of `text` ends a phrase (`endsPhrase`), or is a hyphen that does
 * not join two words ("Analog Watch - For Men", "Watch -Black").
 */
export function endsPhraseAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i)
  if (code !== 45) return endsPhrase(code)
  const joined =
    i >= 1 &&
    i + 1 < text.length &&
    isWordCode(text.charCodeAt(i - 1), text, i - 1) &&
    isWordCode(text.charCodeAt(i + 1), text, i + 1)
  return !joined
}

/** Head-word flags a word carries by itself: a digit, a preposition or unit (not inside a compound). */
export function wordFlags(word: string, compoundPart: boolean): number {
  if (compoundPart) return COMPOUND_PART | (hasDigit(word) ? CODE_WORD : 0)
  return (hasDigit(word) ? CODE_WORD : 0) | wordClassFlag(word)
}

/**
 * The words of `text` as {@link tokenize} gives them, with each word's head-word flags
 * (`CODE_WORD`, `COMPOUND_PART`, `PHRASE_START`, `PREPOSITION` of `head-words.ts`).
 */
export function tokenizeWithFlags(
  text: string,
  options?: ScanOptions,
): { words: string[]; flags: number[] } {
  const words: string[] = []
  const flags: number[] = []
  let previousEnd = 0
  const normalize = options?.normalize ?? normalizeText
  scanTokens(
    text,
    (start, end) => {
      const word = normalize(text.slice(start, end))
      let phrase = false
      for (let i = previousEnd; i < start && !phrase; i++) phrase = endsPhraseAt(text, i)
      previousEnd = end
      if (word.length === 0) return
      words.push(word)
      flags.push(
        wordFlags(word, joinedByHyphen(text, start)) |
          (phrase && words.length > 1 ? PHRASE_START : 0),
      )
    },
    options,
  )
  return { words, flags }
}
