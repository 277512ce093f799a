import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createBasketTracker, MAX_BASKET_ITEMS, pairFactor, type BasketOptions } from './baskets'
import type { Signal } from './interactions'

const T0 = Date.UTC(2025, 0, 1)

/** Runs conversions through a tracker; returns baskets opened, item weights and pair weights. */
function track(
  events: ReadonlyArray<{ user: string; items: number[]; signal: Signal; t: number }>,
  options: Partial<BasketOptions> = {},
  maxOpenItems?: number,
) {
  const items = new Map<number, number>()
  const pairs = new Map<string, number>()
  const spreads = new Map<string, number>()
  let baskets = 0
  const tracker = createBasketTracker(
    {
      opened: () => baskets++,
      item: (item, delta) => items.set(item, (items.get(item) ?? 0) + delta),
      pair(a, b, weight, spread) {
        const key = a < b ? `${a}-${b}` : `${b}-${a}`
        pairs.set(key, (pairs.get(key) ?? 0) + weight)
        spreads.set(key, (spreads.get(key) ?? 0) + spread)
      },
    },
    options,
    maxOpenItems,
  )
  for (const e of events) tracker.add(e.user, e.items, e.signal, e.t)
  const rounded = (m: Map<string | number, number>) =>
    new Map([...m].map(([k, v]) => [k, Math.round(v * 1e9) / 1e9]))
  return { baskets, items: rounded(items), pairs: rounded(pairs), spreads: rounded(spreads) }
}

/** An order: distinct items, some added to the cart first, then all purchased. */
const orderArb = fc.record({
  items: fc.uniqueArray(fc.integer({ min: 0, max: 200 }), { minLength: 1, maxLength: 60 }),
  carted: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
  cuts: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 60 }),
  jitter: fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 60, maxLength: 60 }),
  order: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
})

/** Splits `items` into events of at most 20 objectIDs with the given cut sizes. */
function split(items: number[], cuts: number[]): number[][] {
  const parts: number[][] = []
  let at = 0
  for (let i = 0; at < items.length; i++) {
    const size = cuts[i % cuts.length]!
    parts.push(items.slice(at, at + size))
    at += size
  }
  return parts
}

describe('basket grouping', () => {
  it('counts an order the same however it is split into ≤ 20-item events, in any order', () => {
    fc.assert(
      fc.property(orderArb, ({ items, carted, cuts, jitter, order }) => {
        const carts = items
          .filter((_, i) => carted[i])
          .map((item, i) => ({ user: 'u', items: [item], signal: 'addToCart' as const, t: T0 + i }))
        const purchaseAt = T0 + 10 * 60_000
        const whole = track([...carts, { user: 'u', items, signal: 'purchase', t: purchaseAt }])
        const parts = split(items, cuts).map((part, i) => ({
          user: 'u',
          items: part,
          signal: 'purchase' as const,
          t: purchaseAt + jitter[i % jitter.length]!,
        }))
        const shuffled = parts
          .map((p, i) => ({ p, key: order[i % order.length]! }))
          .sort((a, b) => a.key - b.key)
          .map(({ p }) => p)
        const pieces = track([...carts, ...shuffled])
        expect(pieces).toEqual(whole)
        expect(whole.baskets).toBe(1)
      }),
      { numRuns: 200 },
    )
  })

  it('weighs purchases 1 and add-to-carts 0.5, pairs by their product (spread: over n − 1)', () => {
    const { items, pairs, spreads } = track([
      { user: 'u', items: [1, 2], signal: 'addToCart', t: T0 },
      { user: 'u', items: [3], signal: 'addToCart', t: T0 + 60_000 },
      { user: 'u', items: [1], signal: 'purchase', t: T0 + 120_000 },
    ])
    expect(items).toEqual(
      new Map([
        [1, 1],
        [2, 0.5],
        [3, 0.5],
      ]),
    )
    expect(pairs).toEqual(
      new Map([
        ['1-2', 0.5],
        ['1-3', 0.5],
        ['2-3', 0.25],
      ]),
    )
    const f = pairFactor(3)
    expect(f).toBe(0.5)
    const round = (x: number) => Math.round(x * 1e9) / 1e9
    expect(spreads).toEqual(
      new Map([
        ['1-2', round(0.5 * f)],
        ['1-3', round(0.5 * f)],
        ['2-3', round(0.25 * f)],
      ]),
    )
  })

  it('separates users, a later order and a basket after a long pause', () => {
    const { baskets } = track([
      { user: 'a', items: [1, 2], signal: 'purchase', t: T0 },
      { user: 'b', items: [1, 2], signal: 'purchase', t: T0 },
      { user: 'a', items: [3], signal: 'purchase', t: T0 + 10 * 60_000 },
      { user: 'a', items: [4], signal: 'addToCart', t: T0 + 5 * 3_600_000 },
    ])
    expect(baskets).toBe(4)
  })

  it('keeps at most MAX_BASKET_ITEMS distinct items in a basket', () => {
    const events = Array.from({ length: 15 }, (_, e) => ({
      user: 'bulk',
      items: Array.from({ length: 20 }, (_, i) => e * 20 + i),
      signal: 'purchase' as const,
      t: T0 + e,
    }))
    const { items, baskets } = track(events)
    expect(baskets).toBe(1)
    expect(items.size).toBe(MAX_BASKET_ITEMS)
  })

  it('closes the least recently active baskets past its open-item budget, never the current one', () => {
    const order = (user: string, from: number, t: number) => ({
      user,
      items: Array.from({ length: 20 }, (_, i) => from + i),
      signal: 'purchase' as const,
      t,
    })
    // Budget 50 items: a, b open 40; c's 20 close a's basket, so a's next part opens a new one.
    const { baskets } = track(
      [order('a', 0, T0), order('b', 100, T0), order('c', 200, T0), order('a', 20, T0 + 1)],
      {},
      50,
    )
    expect(baskets).toBe(4)
    // Within the budget a's second part joins its basket; a basket alone over it stays open.
    expect(
      track([order('a', 0, T0), order('b', 100, T0), order('a', 20, T0 + 1)], {}, 50).baskets,
    ).toBe(2)
    const bulk = [0, 20, 40, 60].map((from, i) => order('bulk', from, T0 + i))
    expect(track(bulk, {}, 50).baskets).toBe(1)
  })

  it('ignores views and clicks', () => {
    expect(track([{ user: 'u', items: [1, 2], signal: 'view', t: T0 }]).baskets).toBe(0)
  })
})
