import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createInteractions, RECENT_BASKETS, type Signal } from './interactions'

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

const SIGNALS: Signal[] = ['view', 'click', 'conversion', 'addToCart', 'purchase']

interface Event {
  user: number
  items: number[]
  signal: Signal
  hour: number
}

const eventArb: fc.Arbitrary<Event> = fc.record({
  user: fc.integer({ min: 0, max: 3 }),
  items: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 3 }),
  signal: fc.constantFrom(...SIGNALS),
  hour: fc.integer({ min: 0, max: 72 }),
})

function sharedCounts(events: readonly Event[]) {
  const interactions = createInteractions()
  for (const e of events) interactions.ingest(`u${e.user}`, e.items, e.signal, T0 + e.hour * HOUR)
  const now = T0 + 80 * HOUR
  return Array.from({ length: 7 }, (_, item) => [
    interactions.popularity.get(item),
    interactions.trendShort.value(item, now),
    interactions.trendLong.value(item, now),
  ])
}

describe('trends and popularity count people, not events', () => {
  it('a person repeating an event the same day changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (events, repeats) => {
          const repeated = [...events]
          for (const r of repeats) {
            if (events.length === 0) break
            const at = r % repeated.length
            repeated.splice(at + 1, 0, repeated[at]!)
          }
          const once = sharedCounts(events)
          const twice = sharedCounts(repeated)
          for (let item = 0; item < once.length; item++) {
            for (let k = 0; k < 3; k++) expect(twice[item]![k]).toBeCloseTo(once[item]![k]!, 9)
          }
        },
      ),
    )
  })

  it('a view then a purchase counts as the purchase; another day counts again', () => {
    const interactions = createInteractions()
    interactions.ingest('alice', [1], 'view', T0)
    interactions.ingest('alice', [1], 'purchase', T0 + HOUR)
    interactions.ingest('alice', [1], 'purchase', T0 + 2 * HOUR)
    interactions.ingest('bob', [2], 'purchase', T0 + HOUR)
    expect(interactions.popularity.get(1)).toBe(interactions.popularity.get(2))
    interactions.ingest('alice', [1], 'purchase', T0 + 25 * HOUR)
    expect(interactions.popularity.get(1)).toBe(2 * interactions.popularity.get(2))
  })
})
