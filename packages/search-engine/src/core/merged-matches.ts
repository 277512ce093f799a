import { SECOND_FORM, type WordState } from './match'
import type { MergedPostings } from './merged-postings'

/** Which per-document details a word's matches fill besides the ranking values. */
export interface Details {
  /** `other`: read by proximity, in queries of several words. */
  other: boolean
  /** `head`: read by closeness for a word that is not a head in the query. */
  head: boolean
}

/** Merged postings of a word not yet (or only in part) copied into its state. */
export interface Deferred {
  merged: MergedPostings
  details: Details
}

/**
 * Copies the merged postings a word's state defers: all of them for the smallest required word
 * (the candidates' source) and for optional words; for another required word, only the documents
 * of that source, the only ones that can be candidates (a short word's prefix or a colour can
 * match half the catalogue, and copying every match into five per-document arrays cost more than
 * ranking the few hundred candidates). Such a state stays deferred: {@link completeMatches}
 * copies the rest where documents outside the candidates are read.
 */
export function settleMatches(states: WordState[]): void {
  let source: WordState | undefined
  for (const s of states) if (!s.word.optional && (!source || s.count < source.count)) source = s
  if (source) completeMatch(source)
  for (const s of states) {
    if (!s.deferred) continue
    if (source && !s.word.optional) copyWithin(s, source)
    else completeMatch(s)
  }
}

/** Copies every deferred match (words made optional, promoted hits outside the candidates). */
export function completeMatches(states: WordState[]): void {
  for (const s of states) completeMatch(s)
}

/** Copies the state's deferred merged postings, all of them. */
export function completeMatch(state: WordState): void {
  const deferred = state.deferred
  if (!deferred) return
  state.deferred = undefined
  const { merged, details } = deferred
  const { mark, info, pos, other, head, weight, docs } = state
  const gen = state.generation
  const n = merged.docs.length
  const withOther = details.other
  for (let i = 0; i < n; i++) {
    const doc = merged.docs[i]!
    mark[doc] = gen
    pos[doc] = merged.pos[i]!
    weight[doc] = merged.weight[i]!
    docs[i] = doc
    // The flag comes along; `other` is only read (and so only copied) for several words.
    const flags = merged.info[i]!
    info[doc] = flags
    if (withOther && (flags & SECOND_FORM) !== 0) other[doc] = merged.other[i]!
  }
  if (details.head) for (let i = 0; i < n; i++) head[merged.docs[i]!] = merged.head[i]!
  state.count = n
  state.sorted = true
}

/** Binary search costs about this many steps per source document (log2 of a large list). */
const SEARCH_STEPS = 16

/** Copies the deferred matches of `state` that are among the documents of `source`. */
function copyWithin(state: WordState, source: WordState): void {
  const merged = state.deferred!.merged
  let count = 0
  if (source.count * SEARCH_STEPS < merged.docs.length) {
    for (let i = 0; i < source.count; i++) {
      const doc = source.docs[i]!
      const at = indexOf(merged.docs, doc)
      if (at >= 0) copyEntry(state, merged, at, doc, count++)
    }
    state.sorted = source.sorted === true
  } else {
    const { mark, generation } = source
    for (let i = 0; i < merged.docs.length; i++) {
      const doc = merged.docs[i]!
      if (mark[doc] === generation) copyEntry(state, merged, i, doc, count++)
    }
    state.sorted = true
  }
  state.count = count
}

function copyEntry(
  state: WordState,
  merged: MergedPostings,
  i: number,
  doc: number,
  slot: number,
): void {
  const { details } = state.deferred!
  const flags = merged.info[i]!
  state.mark[doc] = state.generation
  state.info[doc] = flags
  state.pos[doc] = merged.pos[i]!
  state.weight[doc] = merged.weight[i]!
  if (details.other && (flags & SECOND_FORM) !== 0) state.other[doc] = merged.other[i]!
  if (details.head) state.head[doc] = merged.head[i]!
  state.docs[slot] = doc
}

/** Position of `doc` in the ascending `docs`, -1 when absent. */
function indexOf(docs: Uint32Array, doc: number): number {
  let lo = 0
  let hi = docs.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (docs[mid]! < doc) lo = mid + 1
    else hi = mid
  }
  return lo < docs.length && docs[lo] === doc ? lo : -1
}
