import type { WordState } from './match'
import { occurrencesOf, positionOf, slotOf } from './text-index'
import type { SlotWeights } from './textual-scores'

const MAX_PROXIMITY = 8

/**
 * Closest distance, per attribute slot, between an occurrence of `a` and one of `b` (ascending
 * packed lists). Within a slot the closest pair is adjacent in the merged order, so one merge
 * pass finds every slot's: comparing every pair of every slot took seconds a search for two
 * words repeated a thousand times in a record.
 */
function distancesBySlot(a: Uint32Array, b: Uint32Array): Map<number, number> {
  const out = new Map<number, number>()
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    const slot = slotOf(x)
    if (slot === slotOf(y)) {
      const d = x < y ? y - x : x - y
      if (d < (out.get(slot) ?? MAX_PROXIMITY)) out.set(slot, d)
    }
    if (x < y) i++
    else j++
  }
  return out
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
  // Each slot's first matched position, found in one pass over the occurrences.
  const first = new Map<number, number>()
  for (const list of lists) {
    for (const packed of list) {
      const slot = slotOf(packed)
      const position = positionOf(packed)
      if (position < (first.get(slot) ?? Infinity)) first.set(slot, position)
    }
  }
  const pairs: Array<Map<number, number>> = []
  for (let i = 1; i < lists.length; i++) pairs.push(distancesBySlot(lists[i - 1]!, lists[i]!))
  let chosen = best
  let closest = Infinity
  for (const [slot, position] of first) {
    let proximity = 0
    for (const distances of pairs) {
      const d = distances.get(slot) ?? MAX_PROXIMITY
      proximity += Math.min(MAX_PROXIMITY, Math.max(slots.minProximity, d))
    }
    const value =
      (slots.weight[slot] ?? 0) + (slots.ordered[slot] === 1 ? Math.min(position, 63) : 0)
    if (proximity < closest || (proximity === closest && value < chosen)) {
      closest = proximity
      chosen = value
    }
  }
  return chosen
}
