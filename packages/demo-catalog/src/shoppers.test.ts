import { describe, expect, it } from 'vitest'
import { generateCatalog } from './catalog'
import { simulateShoppers } from './shoppers'

const NOW = Date.UTC(2025, 5, 1)
const { records } = generateCatalog({ count: 600, seed: 42 })
const events = simulateShoppers({ records, seed: 3, sessions: 1500, now: NOW })

describe('simulateShoppers', () => {
  it('is deterministic for a seed and different for another', () => {
    expect(simulateShoppers({ records, seed: 3, sessions: 50, now: NOW })).toEqual(
      simulateShoppers({ records, seed: 3, sessions: 50, now: NOW }),
    )
    expect(simulateShoppers({ records, seed: 4, sessions: 50, now: NOW })).not.toEqual(
      simulateShoppers({ records, seed: 3, sessions: 50, now: NOW }),
    )
  })

  it('produces events sorted by time, inside the history window', () => {
    for (let i = 1; i < events.length; i++) {
      expect(events[i]!.timestamp).toBeGreaterThanOrEqual(events[i - 1]!.timestamp)
    }
    expect(events[0]!.timestamp).toBeGreaterThanOrEqual(NOW - 28 * 86_400_000)
  })

  it('has every kind of event: views, clicks after search, filters, carts, multi-item purchases', () => {
    const has = (pred: (e: (typeof events)[number]) => boolean) => events.some(pred)
    expect(has((e) => e.eventType === 'view')).toBe(true)
    expect(
      has((e) => e.eventType === 'click' && e.queryID?.length === 32 && e.positions?.length === 1),
    ).toBe(true)
    expect(has((e) => e.filters?.[0]?.startsWith('brand:') === true)).toBe(true)
    expect(has((e) => e.eventSubtype === 'addToCart')).toBe(true)
    expect(has((e) => e.eventSubtype === 'purchase' && e.objectIDs!.length > 1)).toBe(true)
  })

  it('returns nothing for an empty catalogue', () => {
    expect(simulateShoppers({ records: [], now: NOW })).toEqual([])
  })
})

describe('shoppers buy complementary products', () => {
  const catalog = generateCatalog({ count: 3000, seed: 42 })
  const history = simulateShoppers({ records: catalog.records, seed: 5, sessions: 3000, now: NOW })
  const typeOf = new Map(catalog.records.map((r) => [r.objectID, r.productType]))

  it.each([
    ['Tents', ['Sleeping Bags', 'Headlamps']],
    ['French Presses', ['Coffee', 'Mugs']],
  ])('a basket with %s holds %j', (anchor, companions) => {
    const baskets = history
      .filter((e) => e.eventSubtype === 'purchase' && e.objectIDs!.length > 1)
      .map((e) => e.objectIDs!.map((id) => typeOf.get(id)!))
      .filter((types) => types[0] === anchor)
    expect(baskets.length).toBeGreaterThan(0)
    for (const types of baskets) {
      for (const type of types.slice(1)) expect(companions).toContain(type)
    }
  })
})
