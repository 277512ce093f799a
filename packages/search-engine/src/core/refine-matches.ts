import { forEachValue } from './attributes'
import type { Snapshot } from './snapshot'
import { lowerBound, type TextIndex } from './text-index'
import { attributeScan } from './text-options'
import { tokenizeWith } from './tokenizer'

/** Removes from `docs[0..n)` the documents holding any excluded word; returns the new count. */
export function dropExcluded(
  index: TextIndex,
  excluded: string[],
  docs: Uint32Array,
  n: number,
): number {
  const banned = new Set<number>()
  for (const word of excluded) {
    const at = lowerBound(index.terms, word)
    if (index.terms[at] !== word) continue
    for (let o = index.termStart[at]!; o < index.termStart[at + 1]!; o++)
      banned.add(index.occDoc[o]!)
  }
  if (banned.size === 0) return n
  let kept = 0
  for (let c = 0; c < n; c++) if (!banned.has(docs[c]!)) docs[kept++] = docs[c]!
  return kept
}

function containsRun(words: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let k = 0; k < phrase.length; k++) if (words[i + k] !== phrase[k]) continue outer
    return true
  }
  return false
}

function hasPhrase(snapshot: Snapshot, index: TextIndex, doc: number, phrase: string[]): boolean {
  let found = false
  for (const attribute of index.attributes) {
    const scan = attributeScan(index.options, attribute.path)
    forEachValue(snapshot.docs[doc]!, attribute.path, true, (value) => {
      if (!found && typeof value === 'string')
        found = containsRun(tokenizeWith(value, scan), phrase)
    })
    if (found) return true
  }
  return false
}

/**
 * Keeps in `docs[0..n)` the documents where every quoted phrase appears as consecutive words of
 * one searchable value; returns the new count.
 */
export function keepPhrases(
  snapshot: Snapshot,
  index: TextIndex,
  phrases: string[][],
  docs: Uint32Array,
  n: number,
): number {
  const multi = phrases.filter((p) => p.length > 1)
  if (multi.length === 0) return n
  let kept = 0
  for (let c = 0; c < n; c++) {
    const doc = docs[c]!
    if (multi.every((phrase) => hasPhrase(snapshot, index, doc, phrase))) docs[kept++] = doc
  }
  return kept
}
