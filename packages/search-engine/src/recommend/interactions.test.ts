import { describe, expect, it } from 'vitest'
import { createInteractions, RECENT_BASKETS } from './interactions'

const T0 = Date.UTC(2025, 0, 1)
const HOUR = 3_600_000

describe('the basket history kept for tuning', () => {
  it('forgets the oldest baskets past its item budget, and keeps their numbers', () => {
    const interactions = createInteractions({ maxPastBasketItems: 100 })
    const orders = RECENT_BASKETS + 60
    for (let o = 0; o < orders; o++) {
      interactions.ingest(
        `u${o}`,
        [o % 50, (o % 50) + 1, (o % 50) + 2, (o % 50) + 3],
        'purchase',
        T0 + o * HOUR,
      )
    }
    expect(interactions.baskets).toBe(orders)
    const history = interactions.basketsBetween(0, orders)
    expect(history.map((b) => b.index)).toEqual(Array.from({ length: orders }, (_, i) => i))
    const kept = history.slice(0, 60).filter((b) => b.items.size > 0)
    // 60 baskets left the ring; 100 items hold the latest 25 of them.
    expect(kept.map((b) => b.index)).toEqual(Array.from({ length: 25 }, (_, i) => 35 + i))
    expect(history.slice(60).every((b) => b.items.size === 4)).toBe(true)
  })
})
