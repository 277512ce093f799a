import { normalizeText } from './normalize'
import { CODE_WORD, COMPOUND_PART, endsPhrase, PHRASE_START } from './head-words'

const NON_ASCII_WORD = /[\p{L}\p{N}\p{M}]/u

function isWordCode(code: number, text: string, index: number): boolean {
  if (code < 128) {
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)
  }
  return NON_ASCII_WORD.test(text[index] ?? '')
}

/**
 * Calls `onToken(start, end)` for every word of `text` (letters, digits and combining marks;
 * everything else separates words). Offsets are UTF-16 indices into `text`.
 */
export function scanTokens(text: string, onToken: (start: number, end: number) => void): void {
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

/** Normalised words of `text`, in order. */
export function tokenize(text: string): string[] {
  const out: string[] = []
  scanTokens(text, (start, end) => {
    const word = normalizeText(text.slice(start, end))
    if (word.length > 0) out.push(word)
  })
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
 * The words of `text` as {@link tokenize} gives them, with each word's head-word flags
 * (`CODE_WORD`, `COMPOUND_PART` of `head-words.ts`).
 */
export function tokenizeWithFlags(text: string): { words: string[]; flags: number[] } {
  const words: string[] = []
  const flags: number[] = []
  let previousEnd = 0
  scanTokens(text, (start, end) => {
    const word = normalizeText(text.slice(start, end))
    let phrase = false
    for (let i = previousEnd; i < start && !phrase; i++) phrase = endsPhrase(text.charCodeAt(i))
    previousEnd = end
    if (word.length === 0) return
    words.push(word)
    flags.push(
      (hasDigit(word) ? CODE_WORD : 0) |
        (joinedByHyphen(text, start) ? COMPOUND_PART : 0) |
        (phrase && words.length > 1 ? PHRASE_START : 0),
    )
  })
  return { words, flags }
}
