import type { WordState } from './match'
import { positionOf, slotOf, type TextIndex } from './text-index'

/** Number of values written per document by {@link scoreDocument}. */
export const SCORE_WIDTH = 6
/** Offsets of each value in a score record. */
export const SCORE = {
  typos: 0,
  missingWords: 1,
  proximity: 2,
  attribute: 3,
  nonExact: 4,
  firstMatchedWord: 5,
} as const

const MAX_PROXIMITY = 8

/** Per-slot attribute weights of a text index, computed once per query. */
export interface SlotWeights {
  /** `level * 64` of each attribute slot. */
  weight: Int32Array
  /** 1 when the word position counts (ordered attribute), 0 for `unordered()`. */
  ordered: Uint8Array
}

/** Slot weights for an index (no index: every slot weighs 0). */
export function slotWeights(index: TextIndex | undefined): SlotWeights {
  const attributes = index?.attributes ?? []
  return {
    weight: Int32Array.from(attributes, (a) => a.level * 64),
    ordered: Uint8Array.from(attributes, (a) => (a.unordered ? 0 : 1)),
  }
}

/**
 * Writes the textual ranking values of `doc` at `out[at..at+6)`: typos (sum over words), words
 * not matched, proximity (distance between consecutive matched words, 1..8, 8 across
 * attributes), attribute (best `level * 64 + position`), words not matched exactly, and
 * Algolia's `firstMatchedWord` (`slot * 1000 + position`). Smaller is better for all of them.
 */
export function scoreDocument(
  doc: number,
  states: WordState[],
  slots: SlotWeights,
  out: Uint32Array,
  at: number,
): void {
  let typos = 0
  let words = 0
  let exact = 0
  let proximity = 0
  let best = 0x7fffffff
  let first = 0
  let previous = -1
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!
    if (s.mark[doc] !== s.generation) continue
    words++
    const info = s.info[doc]!
    typos += info >> 1
    if ((info & 1) === 0) exact++
    const packed = s.pos[doc]!
    const slot = slotOf(packed)
    const position = positionOf(packed)
    const value =
      (slots.weight[slot] ?? 0) + (slots.ordered[slot] === 1 ? Math.min(position, 63) : 0)
    if (value < best) {
      best = value
      first = slot * 1000 + Math.min(position, 999)
    }
    if (previous >= 0) {
      if (slotOf(previous) === slot) {
        const distance = Math.abs(positionOf(previous) - position)
        proximity += distance < 1 ? 1 : distance > MAX_PROXIMITY ? MAX_PROXIMITY : distance
      } else proximity += MAX_PROXIMITY
    }
    previous = packed
  }
  out[at + SCORE.typos] = typos
  out[at + SCORE.missingWords] = states.length - words
  out[at + SCORE.proximity] = proximity
  out[at + SCORE.attribute] = best === 0x7fffffff ? 0 : best
  out[at + SCORE.nonExact] = states.length - exact
  out[at + SCORE.firstMatchedWord] = first
}
