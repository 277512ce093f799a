import type { WordState } from './match'
import type { DroppedStopWord } from './query-words'
import { lowerBound, occurrencesOf, slotOf, type TextIndex } from './text-index'

/** Extra closeness evidence of a query: how many words it adds, and its sum for a document. */
export interface ClosenessBonus {
  words: number
  sum(doc: number): number
}

/**
 * Closeness evidence from the stop words `removeStopWords` dropped from the query. They no longer
 * match (as on Algolia), but among hits that tie on every criterion, a record holding the stop
 * word right before the query word that followed it, or right after the one before it, renders
 * the query more closely: "Off White Kurta" before "White Kurta" for "off white kurtas", "Under
 * Armour Shoes" before "Armour Shoes". Such a stop word counts as one more word of the query,
 * matched with its neighbour's weight, in a record matching every other word of the query;
 * elsewhere it counts as a word not matched. Undefined when no dropped word occurs in the index.
 */
export function stopWordCloseness(
  index: TextIndex | undefined,
  states: readonly WordState[],
  dropped: readonly DroppedStopWord[] | undefined,
): ClosenessBonus | undefined {
  if (!index || !dropped || dropped.length === 0) return undefined
  const present = dropped.flatMap((word) => {
    const term = lowerBound(index.terms, word.text)
    if (index.terms[term] !== word.text) return []
    return [{ from: index.termStart[term]!, to: index.termStart[term + 1]!, word }]
  })
  if (present.length === 0) return undefined
  return {
    words: present.length,
    sum(doc) {
      // Only records holding every word of the query: with words made optional, a stop word
      // beside one word ("Mascara and Primer") says nothing of the query as a whole.
      for (const state of states) if (state.mark[doc] !== state.generation) return 0
      let sum = 0
      for (const { from, to, word } of present) {
        const at = postingOf(index.occDoc, from, to, doc)
        if (at < 0) continue
        const stop = occurrences(index, doc, index.occPos[at]!)
        const next = states[word.next]
        if (next && next.mark[doc] === next.generation) {
          if (adjacent(stop, occurrences(index, doc, next.pos[doc]!))) {
            sum += next.weight[doc]!
            continue
          }
        }
        const previous = states[word.previous]
        if (previous && previous.mark[doc] === previous.generation) {
          if (adjacent(occurrences(index, doc, previous.pos[doc]!), stop)) {
            sum += previous.weight[doc]!
          }
        }
      }
      return sum
    },
  }
}

/** The posting of `doc` among `occDoc[from..to)` (ascending), or -1. */
function postingOf(occDoc: Uint32Array, from: number, to: number, doc: number): number {
  let lo = from
  let hi = to
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (occDoc[mid]! < doc) lo = mid + 1
    else hi = mid
  }
  return lo < to && occDoc[lo] === doc ? lo : -1
}

const single = [new Uint32Array(1), new Uint32Array(1)]
let turn = 0

/** Every packed occurrence of the term whose best occurrence in `doc` is `packed`. */
function occurrences(index: TextIndex, doc: number, packed: number): Uint32Array {
  const all = occurrencesOf(index.repeats, doc, packed)
  if (all) return all
  const one = single[(turn = 1 - turn)]!
  one[0] = packed
  return one
}

/**
 * Whether some occurrence in `after` is the word right after one in `before`, in one value. Both
 * lists are ascending packed occurrences, so one merge pass answers: a pair per occurrence
 * tried every pair of a word repeated a thousand times (150 ms a record, seconds a search).
 */
function adjacent(before: Uint32Array, after: Uint32Array): boolean {
  let j = 0
  for (const a of before) {
    const next = a + 1
    while (j < after.length && after[j]! < next) j++
    if (j === after.length) return false
    // A position at the mask's limit would roll over into the next value's slot.
    if (after[j] === next && slotOf(next) === slotOf(a)) return true
  }
  return false
}
