import type { WordState } from './match'
import { occurrencesOf, positionOf, slotOf } from './text-index'
import type { SlotWeights } from './textual-scores'

const MAX_PROXIMITY = 8

// Per-slot scratch values, reused from document to document (a search reads up to ~5,000
// occurrences of a 10 kB record for each word): Maps per document and per pair of words made
// this the costliest part of a 16-word search, ~0.3 ms a record.
const UNSEEN = 0x7fffffff
let firstPosition = new Int32Array(64).fill(UNSEEN)
let pairDistance = new Int32Array(64)
let proximityOf = new Int32Array(64)
const touched: number[] = []

function makeRoom(slot: number): void {
  if (slot < firstPosition.length) return
  const size = Math.max(slot + 1, firstPosition.length * 2)
  const first = new Int32Array(size).fill(UNSEEN)
  first.set(firstPosition)
  firstPosition = first
  pairDistance = new Int32Array(size)
  proximityOf = new Int32Array(size)
}

/**
 * Lowers `pairDistance[slot]` to the closest distance, in that slot, between an occurrence of
 * `a` and one of `b` (ascending packed lists). Within a slot the closest pair is adjacent in the
 * merged order, so one merge pass finds every slot's: comparing every pair of every slot took
 * seconds a search for two words repeated a thousand times in a record.
 */
function distancesBySlot(a: Uint32Array, b: Uint32Array): void {
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    const slot = slotOf(x)
    if (slot === slotOf(y)) {
      const d = x < y ? y - x : x - y
      if (d < pairDistance[slot]!) pairDistance[slot] = d
    }
    if (x < y) i++
    else j++
  }
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
  touched.length = 0
  for (const list of lists) {
    for (const packed of list) {
      const slot = slotOf(packed)
      const position = positionOf(packed)
      makeRoom(slot)
      const known = firstPosition[slot]!
      if (known === UNSEEN) touched.push(slot)
      if (position < known) firstPosition[slot] = position
    }
  }
  for (const slot of touched) proximityOf[slot] = 0
  for (let i = 1; i < lists.length; i++) {
    for (const slot of touched) pairDistance[slot] = MAX_PROXIMITY
    distancesBySlot(lists[i - 1]!, lists[i]!)
    for (const slot of touched) {
      const d = Math.min(MAX_PROXIMITY, Math.max(slots.minProximity, pairDistance[slot]!))
      proximityOf[slot] = proximityOf[slot]! + d
    }
  }
  let chosen = best
  let closest = Infinity
  for (const slot of touched) {
    const proximity = proximityOf[slot]!
    const position = firstPosition[slot]!
    firstPosition[slot] = UNSEEN
    const value =
      (slots.weight[slot] ?? 0) + (slots.ordered[slot] === 1 ? Math.min(position, 63) : 0)
    if (proximity < closest || (proximity === closest && value < chosen)) {
      closest = proximity
      chosen = value
    }
  }
  return chosen
}
