import { tokenize } from '../tokenizer'
import { MAX_QUERY_BYTES } from '../validate-params'
import type { ConsequenceParams } from './types'

/**
 * The leading words that fit in a query's {@link MAX_QUERY_BYTES}. A rule's consequence writes
 * the query the search then runs, and nothing bounded what it wrote: an edit inserting 100,000
 * words made every matching search run a 100,000-word query, and one rule removing a word
 * 100,000 times scanned it 100,000 times (a search held the server 2 minutes). An edited query
 * is held to the limit a shopper's own query has, as Algolia holds every query.
 */
function withinQueryLimit(words: string[]): string[] {
  let bytes = -1
  for (let i = 0; i < words.length; i++) {
    bytes += 1 + Buffer.byteLength(words[i]!)
    if (bytes > MAX_QUERY_BYTES) return words.slice(0, i)
  }
  return words
}

function replaceRun(words: string[], remove: string[], insert: string[]): string[] {
  if (remove.length === 0) return words
  for (let i = 0; i + remove.length <= words.length; i++) {
    if (remove.every((w, k) => words[i + k] === w)) {
      return [...words.slice(0, i), ...insert, ...words.slice(i + remove.length)]
    }
  }
  return words
}

type QueryEdit = Exclude<ConsequenceParams['query'], string | undefined>
interface Replacement {
  run: string[]
  key: string
  insert: string[]
}
const readEdits = new WeakMap<QueryEdit, Replacement[]>()

/**
 * A consequence's `remove` entries, then its `edits`, as normalised word runs to replace (by
 * nothing for a removal), read once per rule.
 */
function replacementsOf(edit: QueryEdit): Replacement[] {
  let found = readEdits.get(edit)
  if (found === undefined) {
    const of = (deleted: string, insert: string[]) => {
      const run = tokenize(deleted)
      return { run, key: `${run.join(' ')}\n${insert.join(' ')}`, insert }
    }
    found = [
      ...(edit.remove ?? []).map((removed) => of(removed, [])),
      ...(edit.edits ?? []).map((e) =>
        of(e.delete ?? '', e.type === 'replace' ? tokenize(e.insert ?? '') : []),
      ),
    ]
    readEdits.set(edit, found)
  }
  return found
}

/**
 * The query after a consequence's `query`: a string replaces it; `remove` and `edits` delete or
 * replace word runs (matched on normalised words; the result is the normalised words).
 */
export function editQuery(query: string, edit: ConsequenceParams['query']): string {
  if (edit === undefined) return query
  if (typeof edit === 'string') {
    return Buffer.byteLength(edit) <= MAX_QUERY_BYTES
      ? edit
      : withinQueryLimit(tokenize(edit)).join(' ')
  }
  let words = withinQueryLimit(tokenize(query))
  // A run with a word the query lacks, or that already failed on these words, is skipped
  // without a scan.
  let present = new Set(words)
  const missed = new Set<string>()
  for (const { run, key, insert } of replacementsOf(edit)) {
    if (words.length === 0) break
    if (run.length === 0 || run.length > words.length || missed.has(key)) continue
    const next = run.every((w) => present.has(w)) ? replaceRun(words, run, insert) : words
    if (next === words) {
      missed.add(key)
    } else {
      present = new Set((words = withinQueryLimit(next)))
      missed.clear()
    }
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
