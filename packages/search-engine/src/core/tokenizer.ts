import { normalizeText } from './normalize'

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
