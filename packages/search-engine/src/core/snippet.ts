import {
  cachedLeaf,
  hasMatch,
  leafTexts,
  matchedQueryWords,
  matchLevel,
  treeJson,
  type HighlightOptions,
} from './highlight'
import { markText, textJson, textTokens, tokenMatch } from './mark-text'
import type { Steps } from './steps'
import type { SnippetResult, SnippetResultOption } from './types'
import { setOwn } from './own-keys'

/** Parses `attr` / `attr:N` entries of `attributesToSnippet` (N defaults to 10 words). */
export function parseSnippetSpec(entry: string): { attribute: string; words: number } {
  const colon = entry.lastIndexOf(':')
  if (colon > 0) {
    const words = Number(entry.slice(colon + 1))
    if (Number.isInteger(words) && words >= 0) return { attribute: entry.slice(0, colon), words }
  }
  return { attribute: entry, words: 10 }
}

/** Options of snippeting: highlight options plus window size and ellipsis. */
export interface SnippetOptions extends HighlightOptions {
  size: number
  ellipsis: string
}

function snippetLeaf(text: string, options: SnippetOptions): SnippetResultOption {
  const { value, level } = snippetParts(text, options)
  return { value, matchLevel: level }
}

function snippetLeafJson(text: string, options: SnippetOptions): string {
  const { value, level } = snippetParts(text, options)
  const json =
    value === text ? textJson(text, textTokens(text, options.scan)) : JSON.stringify(value)
  return `{"value":${json},"matchLevel":"${level}"}`
}

/** {@link warmHighlight} for snippets. */
export function* warmSnippet(
  value: unknown,
  options: SnippetOptions,
  leaves: Map<string, string>,
): Steps<void> {
  for (const text of leafTexts(value)) {
    cachedLeaf(leaves, text, () => snippetLeafJson(text, options))
    yield
  }
}

/** `JSON.stringify(snippetValue(value, options))`, or null (see {@link treeJson}). */
export function snippetJson(
  value: unknown,
  options: SnippetOptions,
  leaves?: Map<string, string>,
): string | undefined | null {
  return treeJson(
    value,
    (text) => cachedLeaf(leaves, text, () => snippetLeafJson(text, options)),
    options.restrictArrays,
  )
}

function snippetParts(text: string, options: SnippetOptions) {
  const tokens = textTokens(text, options.scan)
  const count = tokens.length
  let first = 0
  if (options.words.length > 0) {
    for (let t = 0; t < count; t++) {
      if (tokenMatch(tokens, t, options.matcher)) {
        first = t
        break
      }
    }
  }
  const size = Math.max(1, options.size)
  let from = Math.max(0, first - Math.floor((size - 1) / 3))
  from = Math.max(0, Math.min(from, count - size))
  const to = Math.min(count, from + size)
  const marked = markText(text, tokens, options, from, to)
  const before = from > 0 ? options.ellipsis : ''
  const after = to < count ? options.ellipsis : ''
  const value = options.words.length === 0 && count <= size ? text : before + marked.value + after
  const distinct = options.distinctWords ?? new Set(options.words).size
  const matched = matchedQueryWords(marked.matchedWords, options.words).length
  return { value, level: matchLevel(matched, distinct) }
}

/** Snippet tree of a value, mirroring its shape like the highlight tree. */
export function snippetValue(value: unknown, options: SnippetOptions): SnippetResult | undefined {
  if (typeof value === 'string') return snippetLeaf(value, options)
  if (typeof value === 'number') return snippetLeaf(String(value), options)
  if (Array.isArray(value)) {
    return value
      .map((item) => snippetValue(item, options))
      .filter(
        (item): item is SnippetResult =>
          item !== undefined && (options.restrictArrays !== true || hasMatch(item)),
      )
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, SnippetResult> = {}
    for (const [key, item] of Object.entries(value)) {
      const result = snippetValue(item, options)
      if (result !== undefined) setOwn(out, key, result)
    }
    return out
  }
  return undefined
}
