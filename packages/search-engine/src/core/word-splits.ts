import { GRADE } from './expand'
import type { WordState } from './match'
import { lowerBound, type TextIndex } from './text-index'

/** Shortest query word considered for splitting (`ab` would only split into letters). */
const MIN_SPLIT_LENGTH = 4

function termAt(index: TextIndex, text: string): number {
  const at = lowerBound(index.terms, text)
  return index.terms[at] === text ? at : -1
}

/**
 * Algolia's splitting (with typo tolerance on): a query word typed as one ("eyeshadow") matches
 * records holding its two halves as consecutive words ("eye shadow"). Tried only when the word
 * matches no term of the index as typed (nor, for the prefix word, as a prefix), so that a word the records use is never
 * second-guessed and ordinary queries cost nothing. Each split whose halves are both indexed is
 * matched like a prefix completion (no typo, not exact) and added to the word's alternatives
 * (for highlighting). Occurrences are the index's best ones per record, so a pair is found when
 * those are consecutive.
 */
export function accumulateSplits(index: TextIndex, state: WordState): void {
  const { word } = state
  const text = word.text
  if (word.joinable !== true || text.length < MIN_SPLIT_LENGTH) return
  if (state.expansion.typos.some((typos) => typos === 0)) return
  const found: string[][] = []
  for (let cut = 1; cut < text.length; cut++) {
    const left = termAt(index, text.slice(0, cut))
    const right = left < 0 ? -1 : termAt(index, text.slice(cut))
    if (right < 0) continue
    if (addPairs(index, state, left, right)) found.push([text.slice(0, cut), text.slice(cut)])
  }
  if (found.length === 0) return
  const alternatives = found.map((words) => ({ words, typos: 0, exact: false }))
  state.word = { ...word, alternatives: [...(word.alternatives ?? []), ...alternatives] }
}

/** Records the documents where term `right` directly follows term `left`; whether any did. */
function addPairs(index: TextIndex, state: WordState, left: number, right: number): boolean {
  const { termStart, occDoc, occPos, occWeight, occHead } = index
  const { mark, info, pos, head, weight, docs } = state
  let a = termStart[left]!
  let b = termStart[right]!
  const aEnd = termStart[left + 1]!
  const bEnd = termStart[right + 1]!
  let any = false
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
        any = true
      }
      a++
      b++
    }
  }
  return any
}
