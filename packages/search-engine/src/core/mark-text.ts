import { normalizeText } from './normalize'
import { scanTokens } from './tokenizer'
import type { WordMatcher } from './word-matcher'

/** Highlight tags and matcher shared by highlighting and snippeting. */
export interface MarkOptions {
  matcher: WordMatcher
  preTag: string
  postTag: string
}

/** Result of marking a text: the marked value and what matched. */
export interface MarkedText {
  value: string
  matchedWords: Set<number>
  /** Every word of the text is highlighted entirely. */
  fully: boolean
}

/** Word boundaries of a text, as `[start, end]` pairs. */
export function tokenSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = []
  scanTokens(text, (start, end) => spans.push([start, end]))
  return spans
}

/** Original-text length covering `normalized` normalised characters of `token`. */
function originalLength(token: string, normalized: number): number {
  let covered = 0
  let i = 0
  while (i < token.length && covered < normalized) {
    covered += normalizeText(token[i]!).length
    i++
  }
  return i
}

/**
 * Wraps the words of `text` that match the query in the tags, keeping the text between words
 * unchanged. Only tokens `from..to` of `spans` are kept (for snippets).
 */
export function markText(
  text: string,
  spans: Array<[number, number]>,
  options: MarkOptions,
  from = 0,
  to = spans.length,
): MarkedText {
  const matchedWords = new Set<number>()
  let fully = to > from
  const begin = from === 0 ? 0 : spans[from]![0]
  const end = to === spans.length ? text.length : spans[to - 1]![1]
  let out = ''
  let cursor = begin
  for (let t = from; t < to; t++) {
    const [start, stop] = spans[t]!
    const token = text.slice(start, stop)
    const match = options.matcher(token)
    if (!match) {
      fully = false
      continue
    }
    matchedWords.add(match.word)
    const length = match.length === Infinity ? token.length : originalLength(token, match.length)
    if (length < token.length) fully = false
    out += text.slice(cursor, start) + options.preTag + token.slice(0, length) + options.postTag
    cursor = start + length
  }
  out += text.slice(cursor, end)
  return { value: out, matchedWords, fully: fully && matchedWords.size > 0 }
}
