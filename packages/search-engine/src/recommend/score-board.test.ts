import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createScoreBoard } from './score-board'

describe('createScoreBoard', () => {
  it('top(k) equals sorting every candidate by value, tiebreak, item', () => {
    const board = createScoreBoard()
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(300), fc.integer({ min: -5, max: 5 })), { maxLength: 120 }),
        fc.nat(40),
        (entries, k) => {
          board.reset(10)
          for (const [item, value] of entries)
            board.set(item, value === -5 ? -Infinity : value * 10)
          const tiebreak = (item: number) => item % 7
          const expected = [...new Map(entries.map(([item]) => [item, board.get(item)]))]
            .filter(([, value]) => value !== -Infinity)
            .sort((a, b) => b[1] - a[1] || tiebreak(b[0]) - tiebreak(a[0]) || a[0] - b[0])
            .slice(0, k)
            .map(([item, value]) => ({ item, score: Math.max(0, Math.min(100, value)) }))
          expect(board.top(k, tiebreak)).toEqual(expected)
        },
      ),
    )
  })

  it('forgets values on reset, adds and finds the k-th largest', () => {
    const board = createScoreBoard()
    board.reset(4)
    board.add(3, 1)
    board.add(3, 2)
    board.set(1, 5)
    expect(board.get(3)).toBe(3)
    expect(board.kthLargest(1)).toBe(5)
    expect(board.kthLargest(2)).toBe(3)
    expect(board.kthLargest(9)).toBe(3)
    board.reset(4)
    expect(board.has(3)).toBe(false)
    expect(board.size).toBe(0)
  })
})
