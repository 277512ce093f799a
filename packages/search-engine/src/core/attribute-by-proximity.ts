import type { WordState } from './match'
import { occurrencesOf, positionOf, slotOf } from './text-index'
import type { SlotWeights } from './textual-scores'

const MAX_PROXIMITY = 8

/** Closest distance between an occurrence of `a` and one of `b` in `slot` (ascending lists). */
function distanceIn(slot: number, a: Uint32Array, b: Uint32Array): number {
  let best = MAX_PROXIMITY
  for (const x of a) {
    if (slotOf(x) !== slot) continue
    for (const y of b) {
      if (slotOf(y) !== slot) continue
      const d = x < y ? y - x : x - y
      if (d < best) best = d
    }
  }
  return best
}

/**
 * `attributeCriteriaComputedByMinProximity`: the attribute value of `doc` read in the attribute
 * where the matched query words are closest together (the sum, over consecutive matched words,
 * of their distance in that attribute, `minProximity`..8, 8 when either is missing there), ties
 * going to the more important attribute; `best` (the most important attribute's value) when
 * fewer than two words matched. Each word is read in the form it matched best.
 */
export function attributeByProximity(
  doc: number,
  states: WordState[],
  slots: SlotWeights,
  best: number,
): number {
  const lists: Uint32Array[] = []
  for (const s of states) {
    if (s.mark[doc] !== s.generation) continue
    const packed = s.pos[doc]!
    const all = slots.repeats ? occurrencesOf(slots.repeats, doc, packed) : undefined
    lists.push(all ?? Uint32Array.of(packed))
  }
  if (lists.length < 2) return best
  const seen = new Set<number>()
  for (const list of lists) for (const packed of list) seen.add(slotOf(packed))
  let chosen = best
  let closest = Infinity
  for (const slot of seen) {
    let proximity = 0
    for (let i = 1; i < lists.length; i++) {
      const d = distanceIn(slot, lists[i - 1]!, lists[i]!)
      proximity += Math.min(MAX_PROXIMITY, Math.max(slots.minProximity, d))
    }
    let first = Infinity
    for (const list of lists) {
      for (const packed of list)
        if (slotOf(packed) === slot) first = Math.min(first, positionOf(packed))
    }
    const value = (slots.weight[slot] ?? 0) + (slots.ordered[slot] === 1 ? Math.min(first, 63) : 0)
    if (proximity < closest || (proximity === closest && value < chosen)) {
      closest = proximity
      chosen = value
    }
  }
  return chosen
}
