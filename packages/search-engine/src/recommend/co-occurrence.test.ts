import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createCoOccurrence } from './co-occurrence'

function stored(table: ReturnType<typeof createCoOccurrence>, items: number) {
  let total = 0
  for (let a = 0; a < items; a++) total += table.neighbours(a)?.size ?? 0
  return total
}

describe('createCoOccurrence bounds', () => {
  it('holds about maxPairs in all whatever pairs arrive, and counts what it holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(199), fc.nat(199), fc.integer({ min: 1, max: 3 })), {
          maxLength: 4000,
        }),
        (stream) => {
          const table = createCoOccurrence(50, 600)
          for (const [a, b, w] of stream) table.addPair(a, b, w)
          expect(table.pairs).toBe(stored(table, 200))
          // Past the budget rows shrink to 10 neighbours (prune at 20): 200 rows × 20 at worst.
          expect(table.pairs).toBeLessThanOrEqual(Math.max(600, 200 * 20))
        },
      ),
    )
  })

  it('keeps every pair while under budget, and each row’s strongest pairs once over it', () => {
    const table = createCoOccurrence(300, 2_000)
    // A shop's real pairs: item 0 bought with 1 and 2 many times.
    for (let i = 0; i < 50; i++) table.addPair(0, 1)
    for (let i = 0; i < 30; i++) table.addPair(0, 2)
    for (let i = 0; i < 40; i++) table.addPair(10, 11)
    expect(table.pairs).toBe(6)
    // A flood of one-off pairs over 500 items (what an attacker's huge baskets add).
    for (let a = 0; a < 500; a++) {
      for (let k = 1; k <= 60; k++) table.addPair(10 + a, 10 + ((a + k) % 500))
    }
    expect(table.pairs).toBeLessThanOrEqual(2_000 + 500 * 20)
    expect(table.pairs).toBe(stored(table, 510))
    // Rows with few pairs keep them all; a flooded row keeps its strongest.
    expect([...table.neighbours(0)!]).toEqual([
      [1, 50],
      [2, 30],
    ])
    expect(table.neighbours(10)?.get(11)).toBeGreaterThanOrEqual(40)
    expect(table.neighbours(10)!.size).toBeLessThan(60)
  })
})
