/** Deepest nesting of arrays and objects accepted in JSON a client sends (a body, a value, a cursor). */
export const MAX_JSON_DEPTH = 64

const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read from the raw text (strings
 * skipped) before it is parsed, so that no recursive step on the parsed value can overflow the
 * stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) {
      inString = true
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--
    }
  }
  return false
}
