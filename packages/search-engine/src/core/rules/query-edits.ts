import { tokenize } from '../tokenizer'
import type { ConsequenceParams } from './types'

function replaceRun(words: string[], remove: string[], insert: string[]): string[] {
  if (remove.length === 0) return words
  for (let i = 0; i + remove.length <= words.length; i++) {
    if (remove.every((w, k) => words[i + k] === w)) {
      return [...words.slice(0, i), ...insert, ...words.slice(i + remove.length)]
    }
  }
  return words
}

/**
 * The query after a consequence's `query`: a string replaces it; `remove` and `edits` delete or
 * replace word runs (matched on normalised words; the result is the normalised words).
 */
export function editQuery(query: string, edit: ConsequenceParams['query']): string {
  if (edit === undefined) return query
  if (typeof edit === 'string') return edit
  let words = tokenize(query)
  for (const removed of edit.remove ?? []) words = replaceRun(words, tokenize(removed), [])
  for (const e of edit.edits ?? []) {
    const insert = e.type === 'replace' ? tokenize(e.insert ?? '') : []
    words = replaceRun(words, tokenize(e.delete ?? ''), insert)
  }
  return words.join(' ')
}

/** The query words without the spans `[start, end)` (facet values captured by placeholders). */
export function removeSpans(query: string, spans: Array<{ start: number; end: number }>): string {
  if (spans.length === 0) return query
  return tokenize(query)
    .filter((_, i) => !spans.some((s) => i >= s.start && i < s.end))
    .join(' ')
}
