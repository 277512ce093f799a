import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { moveActiveOption } from './active-option'

describe('moveActiveOption', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [-1, 0, 'ArrowDown', -1],
    [5, 2, 'ArrowDown', 0],
  ] as const)('from %i of %i, %s → %i', (current, count, key, next) => {
    expect(moveActiveOption(current, count, key)).toBe(next)
  })

  it('stays in range, and down then up returns to the same option', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (count, seed) => {
        const current = seed % count
        const down = moveActiveOption(current, count, 'ArrowDown')
        expect(down).toBeGreaterThanOrEqual(0)
        expect(down).toBeLessThan(count)
        expect(moveActiveOption(down, count, 'ArrowUp')).toBe(current)
      }),
    )
  })
})
