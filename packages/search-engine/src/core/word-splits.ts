import { GRADE } from './expand'
import type { WordState } from './match'
import { completeMatch } from './merged-matches'
import { lowerBound, type TextIndex } from './text-index'

/** Longest first half of a split (Algolia's: the second half may be of any length). */
const MAX_LEFT_LENGTH = 12

function termAt(index: TextIndex, text: string): number {
  const at = lowerBound(index.terms, text)
  return index.terms[at] === text ? at : -1
}

/**
 * Algolia's splitting (with typo tolerance on): a query word typed as one ("eyeshadow") also
 * matches records holding two halves of it as consecutive words ("eye shadow"). As Algolia
 * documents it: words long enough for one typo (`minWordSizefor1Typo`; not the words of
 * `disableTypoToleranceOnWords`) are cut in two at every place with a first half of at most 12
 * letters; a cut whose halves are both words of the index is valid, and of the valid cuts the one
 * found in the most records is kept as an alternative of the word, whether or not the word itself
 * is a word of the index ("tshirts" also finds "T-Shirts"). Its matches count as a prefix
 * completion's (no typo, not exact), for records the word does not already match.
 */
export function accumulateSplits(index: TextIndex, state: WordState): void {
  const { word } = state
  const text = word.text
  if (word.joinable !== true || word.maxTypos === 0) return
  let best: [number, number] | undefined
  let bestCount = 0
  let bestCut = 0
  const last = Math.min(text.length - 1, MAX_LEFT_LENGTH)
  for (let cut = 1; cut <= last; cut++) {
    const left = termAt(index, text.slice(0, cut))
    const right = left < 0 ? -1 : termAt(index, text.slice(cut))
    if (right < 0) continue
    const count = countPairs(index, left, right)
    if (count > bestCount) {
      best = [left, right]
      bestCount = count
      bestCut = cut
    }
  }
  if (best === undefined) return
  completeMatch(state)
  addPairs(index, state, best[0], best[1])
  const alternative = {
    words: [text.slice(0, bestCut), text.slice(bestCut)],
    typos: 0,
    exact: false,
  }
  state.word = { ...word, alternatives: [...(word.alternatives ?? []), alternative] }
}

/** In how many documents term `right` directly follows term `left` (at their best occurrences). */
function countPairs(index: TextIndex, left: number, right: number): number {
  const { termStart, occDoc, occPos } = index
  let a = termStart[left]!
  let b = termStart[right]!
  const aEnd = termStart[left + 1]!
  const bEnd = termStart[right + 1]!
  let count = 0
  while (a < aEnd && b < bEnd) {
    const docA = occDoc[a]!
    const docB = occDoc[b]!
    if (docA < docB) a++
    else if (docB < docA) b++
    else {
      if (occPos[b]! === occPos[a]! + 1) count++
      a++
      b++
    }
  }
  return count
}

/** Records the documents where term `right` directly follows term `left`. */
function addPairs(index: TextIndex, state: WordState, left: number, right: number): void {
  const { termStart, occDoc, occPos, occWeight, occHead } = index
  const { mark, info, pos, head, weight, docs } = state
  let a = termStart[left]!
  let b = termStart[right]!
  const aEnd = termStart[left + 1]!
  const bEnd = termStart[right + 1]!
  while (a < aEnd && b < bEnd) {
    const docA = occDoc[a]!
    const docB = occDoc[b]!
    if (docA < docB) a++
    else if (docB < docA) b++
    else {
      const first = occPos[a]!
      // Same slot, next position: the packed occurrence is one more (positions do not overflow
      // into the slot bits in practice; a record is far shorter than 2^22 words).
      if (occPos[b]! === first + 1) {
        const w = GRADE.noTypo * Math.min(occWeight[a]!, occWeight[b]!)
        if (mark[docA] !== state.generation) {
          mark[docA] = state.generation
          info[docA] = 1
          pos[docA] = first
          head[docA] = occHead[b]!
          weight[docA] = w
          docs[state.count++] = docA
          state.sorted = false
        }
      }
      a++
      b++
    }
  }
}
