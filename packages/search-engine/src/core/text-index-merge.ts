import type { Bitset } from './bitset'
import type { Hit } from './types'
import { occurrenceWeights } from './term-weights'
import { buildTextIndex, concatRepeats, lowerBound, type TextIndex } from './text-index'

/**
 * The text index of `base`'s documents followed by `added` (ids from `offset` on), without
 * re-reading the base documents: the postings of `added` are indexed alone, then spliced after
 * the base postings of each term (they have the highest ids, so postings stay ascending). Runs of
 * base terms untouched by `added` are copied in one block.
 */
export function mergeTextIndex(
  base: TextIndex,
  added: Hit[],
  offset: number,
  live?: Bitset,
): TextIndex {
  if (added.length === 0) return base
  const delta = buildTextIndex(added, base.attributes, true, base.options)
  const total = base.occDoc.length + delta.occDoc.length
  const occDoc = new Uint32Array(total)
  const occPos = new Uint32Array(total)
  const occCount = new Uint8Array(total)
  const occHead = new Uint8Array(total)
  const docLength = new Uint16Array(offset + added.length)
  docLength.set(base.docLength.subarray(0, offset))
  docLength.set(delta.docLength, offset)
  const terms: string[] = []
  const termStart = new Uint32Array(base.terms.length + delta.terms.length + 1)
  let at = 0
  const copyBase = (from: number, to: number) => {
    const first = base.termStart[from]!
    const last = base.termStart[to]!
    occDoc.set(base.occDoc.subarray(first, last), at)
    occPos.set(base.occPos.subarray(first, last), at)
    occCount.set(base.occCount.subarray(first, last), at)
    occHead.set(base.occHead.subarray(first, last), at)
    for (let t = from; t < to; t++) {
      termStart[terms.length] = base.termStart[t]! - first + at
      terms.push(base.terms[t]!)
    }
    at += last - first
  }
  let next = 0
  for (let t = 0; t < delta.terms.length; t++) {
    const term = delta.terms[t]!
    const found = lowerBound(base.terms, term)
    const shared = base.terms[found] === term
    copyBase(next, shared ? found + 1 : found)
    if (!shared) {
      termStart[terms.length] = at
      terms.push(term)
    }
    for (let k = delta.termStart[t]!; k < delta.termStart[t + 1]!; k++) {
      occDoc[at] = delta.occDoc[k]! + offset
      occCount[at] = delta.occCount[k]!
      occHead[at] = delta.occHead[k]!
      occPos[at++] = delta.occPos[k]!
    }
    next = shared ? found + 1 : found
  }
  copyBase(next, base.terms.length)
  termStart[terms.length] = at
  return {
    terms,
    termStart: termStart.slice(0, terms.length + 1),
    occDoc,
    occPos,
    occCount,
    occHead,
    // Weights are recomputed: the average length of the live records moved (the same as a
    // fresh build of those records).
    occWeight: occurrenceWeights(occDoc, occCount, occHead, docLength, live),
    docLength,
    repeats: concatRepeats(base.repeats, offset, delta.repeats),
    attributes: base.attributes,
    discovered: false,
    ...(base.options !== undefined && { options: base.options }),
  }
}
