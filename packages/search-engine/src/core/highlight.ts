import { markText, textTokens, type MarkOptions } from './mark-text'
import type { HighlightResult, HighlightResultOption, MatchLevel } from './types'

/** Match level from the number of distinct query words matched. */
export function matchLevel(matched: number, total: number): MatchLevel {
  if (matched === 0 || total === 0) return 'none'
  return matched >= total ? 'full' : 'partial'
}

/** Options for highlighting: tags, matcher, and the query words for `matchedWords`. */
export interface HighlightOptions extends MarkOptions {
  words: string[]
  /** Number of distinct `words` (computed from `words` when absent). */
  distinctWords?: number
}

/** Distinct query words among the matched word positions. */
export function matchedQueryWords(matched: Set<number>, words: string[]): string[] {
  const out: string[] = []
  for (const i of matched) {
    const word = words[i]!
    if (!out.includes(word)) out.push(word)
  }
  return out
}

function highlightLeaf(text: string, options: HighlightOptions): HighlightResultOption {
  if (options.words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] }
  const marked = markText(text, textTokens(text), options)
  const distinct = options.distinctWords ?? new Set(options.words).size
  const matchedWords = matchedQueryWords(marked.matchedWords, options.words)
  const level = matchLevel(matchedWords.length, distinct)
  const result: HighlightResultOption = { value: marked.value, matchLevel: level, matchedWords }
  if (level !== 'none') result.fullyHighlighted = marked.fully
  return result
}

/**
 * Highlight tree of a value: strings (and numbers) become `{ value, matchLevel, matchedWords }`,
 * arrays and objects keep their shape. Returns undefined for values with nothing to highlight.
 */
export function highlightValue(
  value: unknown,
  options: HighlightOptions,
): HighlightResult | undefined {
  if (typeof value === 'string') return highlightLeaf(value, options)
  if (typeof value === 'number') return highlightLeaf(String(value), options)
  if (Array.isArray(value)) {
    const items = value.map((item) => highlightValue(item, options))
    return items.filter((item): item is HighlightResult => item !== undefined)
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, HighlightResult> = {}
    for (const [key, item] of Object.entries(value)) {
      const result = highlightValue(item, options)
      if (result !== undefined) out[key] = result
    }
    return out
  }
  return undefined
}
