import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { attributeByProximity } from './attribute-by-proximity'
import type { WordState } from './match'
import { POSITION_BITS, positionOf, slotOf, type Repeats } from './text-index'
import { slotWeights, type SlotWeights } from './textual-scores'

const MAX_PROXIMITY = 8

/** The definition, read slot by slot with Maps (the previous implementation). */
function oracle(lists: Uint32Array[], slots: SlotWeights, best: number): number {
  if (lists.length < 2) return best
  const first = new Map<number, number>()
  for (const list of lists) {
    for (const packed of list) {
      const slot = slotOf(packed)
      first.set(slot, Math.min(positionOf(packed), first.get(slot) ?? Infinity))
    }
  }
  let chosen = best
  let closest = Infinity
  for (const [slot, position] of first) {
    let proximity = 0
    for (let i = 1; i < lists.length; i++) {
      let d = MAX_PROXIMITY
      for (const x of lists[i - 1]!) {
        for (const y of lists[i]!) {
          if (slotOf(x) === slot && slotOf(y) === slot) d = Math.min(d, Math.abs(x - y))
        }
      }
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

/** Word states of one document (doc 0) matching each list, and the index's repeats. */
function fixture(lists: Uint32Array[]): { states: WordState[]; repeats: Repeats } {
  const byFirst = [...lists].sort((a, b) => a[0]! - b[0]!)
  const start = [0]
  for (const list of byFirst) start.push(start.at(-1)! + list.length)
  const repeats: Repeats = {
    docStart: Uint32Array.of(0, byFirst.length),
    start: Uint32Array.from(start),
    positions: Uint32Array.from(byFirst.flatMap((list) => [...list])),
  }
  const states = lists.map(
    (list) =>
      ({
        mark: Uint32Array.of(1),
        generation: 1,
        pos: Uint32Array.of(list[0]!),
      }) as unknown as WordState,
  )
  return { states, repeats }
}

const occurrence = fc
  // Slot 300 (no weight) makes the scratch arrays grow.
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant(300)),
    fc.integer({ min: 0, max: 40 }),
  )
  .map(([slot, position]) => (slot << POSITION_BITS) | position)

describe('attributeByProximity', () => {
  it('chooses the attribute the definition chooses', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(occurrence, { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 500 }),
        (occurrences, words, minProximity, levels, best) => {
          // Each word takes every words-th occurrence: disjoint, ascending lists.
          const sorted = [...occurrences].sort((a, b) => a - b)
          const lists = Array.from({ length: Math.min(words, sorted.length) }, (_, w) =>
            Uint32Array.from(sorted.filter((_, k) => k % words === w)),
          ).filter((list) => list.length > 0)
          const { states, repeats } = fixture(lists)
          const slots = slotWeights(undefined, minProximity, true)
          slots.weight = Int32Array.from(levels, (level) => level * 64)
          slots.ordered = Uint8Array.from(levels, (level) => (level % 2 === 0 ? 1 : 0))
          slots.repeats = repeats
          expect(attributeByProximity(0, states, slots, best)).toBe(oracle(lists, slots, best))
        },
      ),
      { numRuns: 2000 },
    )
  })
})
