import { attributeByProximity } from './attribute-by-proximity'
import { MATCH_SCORE, SECOND_FORM, type WordState } from './match'
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
  /** `minProximity` (1..7): a pair's distance below it counts as it. */
  minProximity: number
  /** `attributeCriteriaComputedByMinProximity`, when `attribute` ranks before `proximity`. */
  attributeByProximity: boolean
}

/** Slot weights for an index (no index: every slot weighs 0). */
export function slotWeights(
  index: TextIndex | undefined,
  minProximity = 1,
  attributeByProximity = false,
): SlotWeights {
  const attributes = index?.attributes ?? []
  return {
    weight: Int32Array.from(attributes, (a) => a.level * 64),
    ordered: Uint8Array.from(attributes, (a) => (a.unordered ? 0 : 1)),
    repeats: index?.repeats,
    minProximity,
    attributeByProximity,
  }
}

/**
 * Writes the textual ranking values of `doc` at `out[at..at+6)`: typos (sum over words), words
 * not matched, proximity (per pair of consecutive matched words, their smallest distance over
 * all their occurrences in one attribute, minProximity..8, 8 when they share no attribute), attribute (best `level * 64 + position`), words not matched exactly, and
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
  let previousAll: Uint32Array | undefined
  let previousOther = 0
  let previousHasOther = false
  const several = states.length > 1
  const minProximity = slots.minProximity
  const repeats = several ? slots.repeats : undefined
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!
    if (s.mark[doc] !== s.generation) continue
    words++
    const info = s.info[doc]!
    typos += (info & MATCH_SCORE) >> 1
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
    if (!several) continue
    const all = repeats ? occurrencesOf(repeats, doc, packed) : undefined
    // A word matched through two terms (plural forms, prefix completions): its closest form,
    // looked at only while the best forms are not adjacent.
    const hasOther = (info & SECOND_FORM) !== 0
    const other = hasOther ? s.other[doc]! : 0
    if (previous >= 0) {
      let distance = pairDistance(previous, previousAll, packed, all)
      if (distance > 1 && (hasOther || previousHasOther)) {
        distance = otherFormsDistance(
          repeats,
          doc,
          distance,
          previous,
          previousAll,
          previousHasOther ? previousOther : NONE,
          packed,
          all,
          hasOther ? other : NONE,
        )
      }
      proximity +=
        distance < minProximity ? minProximity : distance > MAX_PROXIMITY ? MAX_PROXIMITY : distance
    }
    previous = packed
    previousAll = all
    previousOther = other
    previousHasOther = hasOther
  }
  out[at + SCORE.typos] = typos
  out[at + SCORE.missingWords] = states.length - words
  out[at + SCORE.proximity] = proximity
  out[at + SCORE.attribute] =
    best === 0x7fffffff
      ? 0
      : slots.attributeByProximity && words > 1
        ? attributeByProximity(doc, states, slots, best)
        : best
  out[at + SCORE.nonExact] = states.length - exact
  out[at + SCORE.firstMatchedWord] = first
}

/** No second form (packed occurrences are below 2^32). */
const NONE = -1

/**
 * `distance` lowered to the closest pair that a second form of either word (`previousOther`,
 * `other`; `NONE`: none) makes with the other word's forms.
 */
function otherFormsDistance(
  repeats: Repeats | undefined,
  doc: number,
  distance: number,
  previous: number,
  previousAll: Uint32Array | undefined,
  previousOther: number,
  packed: number,
  all: Uint32Array | undefined,
  other: number,
): number {
  const otherAll = other !== NONE && repeats ? occurrencesOf(repeats, doc, other) : undefined
  const previousOtherAll =
    previousOther !== NONE && repeats ? occurrencesOf(repeats, doc, previousOther) : undefined
  if (other !== NONE)
    distance = Math.min(distance, pairDistance(previous, previousAll, other, otherAll))
  if (previousOther !== NONE) {
    distance = Math.min(distance, pairDistance(previousOther, previousOtherAll, packed, all))
    if (other !== NONE) {
      distance = Math.min(distance, pairDistance(previousOther, previousOtherAll, other, otherAll))
    }
  }
  return distance
}

/** One-occurrence lists for {@link pairDistance} (reused: no allocation per pair). */
const singleA = new Uint32Array(1)
const singleB = new Uint32Array(1)

/**
 * Smallest distance between two terms first occurring at `a` and `b`, over every occurrence of
 * a repeated term (`allA` / `allB`, from the index's repeats; undefined: it occurs once).
 */
function pairDistance(
  a: number,
  allA: Uint32Array | undefined,
  b: number,
  allB: Uint32Array | undefined,
): number {
  if (allA || allB) {
    if (!allA) singleA[0] = a
    if (!allB) singleB[0] = b
    return closestDistance(allA ?? singleA, allB ?? singleB)
  }
  return slotOf(a) === slotOf(b) ? Math.abs(positionOf(a) - positionOf(b)) : MAX_PROXIMITY
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
