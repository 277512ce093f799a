import { normalizeText } from './normalize'
import { scanTokens, type ScanOptions } from './tokenizer'
import type { WordMatcher } from './word-matcher'

/** Highlight tags and matcher shared by highlighting and snippeting. */
export interface MarkOptions {
  matcher: WordMatcher
  preTag: string
  postTag: string
  /** How the text index scanned words (indexed separators, camelCase); none: the defaults. */
  scan?: ScanOptions
}

/** Result of marking a text: the marked value and what matched. */
export interface MarkedText {
  value: string
  /** Positions of the query words that matched. */
  matchedWords: Set<number>
  /** Every word of the text is highlighted entirely. */
  fully: boolean
}

/**
 * Words of a text: `starts[i]..ends[i]` (UTF-16 offsets) and their normalised forms. Computed
 * once per distinct text (record values are the same strings from request to request), so
 * highlighting and snippeting the returned hits is a walk over precomputed words.
 */
export interface TextTokens {
  starts: number[]
  ends: number[]
  norms: string[]
  length: number
  /** `JSON.stringify` of the text, computed on first use. */
  json?: string
  /** The distinct normalised words, computed on first use. */
  wordSet?: Set<string>
}

const TOKENS_LIMIT = 50_000
const tokensCache = new Map<string, TextTokens>()
/** Caches of texts scanned with options (memoised per settings value, see text-options.ts). */
const scannedCaches = new WeakMap<ScanOptions, Map<string, TextTokens>>()

function cacheOf(scan: ScanOptions | undefined): Map<string, TextTokens> {
  if (scan === undefined) return tokensCache
  let cache = scannedCaches.get(scan)
  if (cache === undefined) scannedCaches.set(scan, (cache = new Map()))
  return cache
}

/** Word boundaries and normalised words of a text (cached per distinct text and scan, bounded). */
export function textTokens(text: string, scan?: ScanOptions): TextTokens {
  const cache = cacheOf(scan)
  const cached = cache.get(text)
  if (cached !== undefined) return cached
  const normalize = scan?.normalize ?? normalizeText
  const starts: number[] = []
  const ends: number[] = []
  const norms: string[] = []
  scanTokens(
    text,
    (start, end) => {
      starts.push(start)
      ends.push(end)
      norms.push(normalize(text.slice(start, end)))
    },
    scan,
  )
  const tokens: TextTokens = { starts, ends, norms, length: starts.length }
  if (cache.size >= TOKENS_LIMIT) cache.clear()
  cache.set(text, tokens)
  return tokens
}

/** `JSON.stringify(text)`, cached with the text's words (`tokens` must be `textTokens(text)`). */
export function textJson(text: string, tokens: TextTokens): string {
  return (tokens.json ??= JSON.stringify(text))
}

/**
 * How word `t` of a text matches the query, if it does: a word of multi-word alternatives only
 * where the text holds every word of one of them (see `TokenMatch.needs`).
 */
export function tokenMatch(tokens: TextTokens, t: number, matcher: WordMatcher) {
  const match = matcher(tokens.norms[t]!)
  if (match?.needs === undefined) return match
  const words = (tokens.wordSet ??= new Set(tokens.norms))
  return match.needs.some((phrase) => phrase.every((w) => words.has(w))) ? match : undefined
}

/** Original-text length covering `normalized` normalised characters of `token`. */
function originalLength(
  token: string,
  normalized: number,
  normalize: (text: string) => string,
): number {
  let covered = 0
  let i = 0
  while (i < token.length && covered < normalized) {
    covered += normalize(token[i]!).length
    i++
  }
  return i
}

/**
 * Wraps the words of `text` that match the query in the tags, keeping the text between words
 * unchanged. Only words `from..to` of `tokens` are kept (for snippets).
 */
export function markText(
  text: string,
  tokens: TextTokens,
  options: MarkOptions,
  from = 0,
  to = tokens.length,
): MarkedText {
  const matchedWords = new Set<number>()
  const { starts, ends } = tokens
  let fully = to > from
  const begin = from === 0 ? 0 : starts[from]!
  const end = to === tokens.length ? text.length : ends[to - 1]!
  let out = ''
  let cursor = begin
  let replaced: { t: number; text: string } | undefined
  for (let t = from; t < to; t++) {
    const match = tokenMatch(tokens, t, options.matcher)
    if (!match) {
      fully = false
      continue
    }
    matchedWords.add(match.word)
    const start = starts[t]!
    const stop = ends[t]!
    if (match.replacement !== undefined) {
      // The words of one synonym ("t-shirt") are replaced once by the query words ("tee").
      if (replaced?.t !== t - 1 || replaced.text !== match.replacement) {
        out += text.slice(cursor, start) + options.preTag + match.replacement + options.postTag
      }
      replaced = { t, text: match.replacement }
      cursor = stop
      continue
    }
    let length = stop - start
    if (match.length !== Infinity) {
      const partial = originalLength(
        text.slice(start, stop),
        match.length,
        options.scan?.normalize ?? normalizeText,
      )
      if (partial < length) {
        fully = false
        length = partial
      }
    }
    out +=
      text.slice(cursor, start) +
      options.preTag +
      text.slice(start, start + length) +
      options.postTag
    cursor = start + length
  }
  if (cursor === 0 && end === text.length) out = text
  else out += text.slice(cursor, end)
  return { value: out, matchedWords, fully: fully && matchedWords.size > 0 }
}
