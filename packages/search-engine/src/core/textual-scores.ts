import { NO_OTHER, type WordState } from './match'
import { occurrencesOf, positionOf, slotOf, type Repeats, type TextIndex } from './text-index'

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
  /** Every occurrence of repeated terms, for proximity over all occurrences. */
  repeats: Repeats | undefined
}

/** Slot weights for an index (no index: every slot weighs 0). */
export function slotWeights(index: TextIndex | undefined): SlotWeights {
  const attributes = index?.attributes ?? []
  return {
    weight: Int32Array.from(attributes, (a) => a.level * 64),
    ordered: Uint8Array.from(attributes, (a) => (a.unordered ? 0 : 1)),
    repeats: index?.repeats,
  }
}

/**
 * Writes the textual ranking values of `doc` at `out[at..at+6)`: typos (sum over words), words
 * not matched, proximity (per pair of consecutive matched words, their smallest distance over
 * all their occurrences in one attribute, 1..8, 8 when they share no attribute), attribute (best `level * 64 + position`), words not matched exactly, and
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
  let previousOther = NO_OTHER
  const repeats = states.length > 1 ? slots.repeats : undefined
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
    const other = s.other[doc]!
    if (previous >= 0) {
      let distance = termDistance(repeats, doc, previous, packed)
      // A word matched through two terms (plural forms, prefix completions): its closest form.
      if (other !== NO_OTHER)
        distance = Math.min(distance, termDistance(repeats, doc, previous, other))
      if (previousOther !== NO_OTHER) {
        distance = Math.min(distance, termDistance(repeats, doc, previousOther, packed))
        if (other !== NO_OTHER)
          distance = Math.min(distance, termDistance(repeats, doc, previousOther, other))
      }
      proximity += distance < 1 ? 1 : distance > MAX_PROXIMITY ? MAX_PROXIMITY : distance
    }
    previous = packed
    previousOther = states.length > 1 ? other : NO_OTHER
  }
  out[at + SCORE.typos] = typos
  out[at + SCORE.missingWords] = states.length - words
  out[at + SCORE.proximity] = proximity
  out[at + SCORE.attribute] = best === 0x7fffffff ? 0 : best
  out[at + SCORE.nonExact] = states.length - exact
  out[at + SCORE.firstMatchedWord] = first
}

/**
 * Smallest distance between the occurrences of the terms first occurring at `a` and `b` in `doc`
 * (every occurrence of a repeated term, from `repeats`).
 */
function termDistance(repeats: Repeats | undefined, doc: number, a: number, b: number): number {
  const allA = repeats ? occurrencesOf(repeats, doc, a) : undefined
  const allB = repeats ? occurrencesOf(repeats, doc, b) : undefined
  if (allA || allB) return closestDistance(allA ?? single(a), allB ?? single(b))
  return slotOf(a) === slotOf(b) ? Math.abs(positionOf(a) - positionOf(b)) : MAX_PROXIMITY
}

const one = new Uint32Array(2)
let oneAt = 0

/** A one-occurrence list (two alternating buffers: both operands of a pair may be single). */
function single(packed: number): Uint32Array {
  oneAt ^= 1
  one[oneAt] = packed
  return one.subarray(oneAt, oneAt + 1)
}

/**
 * Smallest distance between an occurrence in `a` and one in `b` in the same attribute (both
 * ascending packed occurrences), {@link MAX_PROXIMITY} when they share no attribute. The closest
 * pair is adjacent in the merged order, so one merge pass finds it.
 */
function closestDistance(a: Uint32Array, b: Uint32Array): number {
  let best = MAX_PROXIMITY
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    if (slotOf(x) === slotOf(y)) {
      const distance = x < y ? y - x : x - y
      if (distance < best) best = distance
    }
    if (x < y) i++
    else j++
  }
  return best
}
