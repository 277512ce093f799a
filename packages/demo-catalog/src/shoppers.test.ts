import { describe, expect, it } from 'vitest'
import { generateCatalog } from './catalog'
import { categoryPaths } from './category-paths'
import { simulateShoppers } from './shoppers'
import { CATEGORY_LEAVES, typesBoughtWith } from './taxonomy'

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
  const byID = new Map(catalog.records.map((r) => [r.objectID, r]))
  const leafOf = (id: string) => categoryPaths(byID.get(id)!).at(-1)!
  const baskets = history
    .filter((e) => e.eventSubtype === 'purchase' && e.objectIDs!.length > 1)
    .map((e) => e.objectIDs!)

  it.each([
    ['Tents', ['Sleeping Bags', 'Headlamps']],
    ['French Presses', ['Coffee', 'Mugs']],
  ])('a basket with %s holds %j', (anchor, companions) => {
    const typeOf = (id: string) => byID.get(id)!.productType
    const withAnchor = baskets.filter((ids) => typeOf(ids[0]!) === anchor)
    expect(withAnchor.length).toBeGreaterThan(0)
    for (const ids of withAnchor) {
      for (const id of ids.slice(1)) expect(companions).toContain(typeOf(id))
    }
  })

  it('buys in one order only products that all go together, pair by pair', () => {
    const typeOf = (id: string) => byID.get(id)!.productType
    const pairs = (a: string, b: string) =>
      typesBoughtWith(leafOf(a)).includes(typeOf(b)) ||
      typesBoughtWith(leafOf(b)).includes(typeOf(a))
    const odd: string[] = []
    for (const ids of baskets) {
      for (let i = 1; i < ids.length; i++) {
        for (let j = 0; j < i; j++) {
          if (!pairs(ids[i]!, ids[j]!)) odd.push(`${leafOf(ids[j]!)} + ${leafOf(ids[i]!)}`)
        }
      }
    }
    expect(odd).toEqual([])
    // Orders still hold three items where the taxonomy has such kits.
    expect(baskets.some((ids) => ids.length >= 3)).toBe(true)
  })

  it.each(CATEGORY_LEAVES.map((leaf) => [leaf.lvl2, leaf]))(
    '%s is bought with the types the taxonomy pairs it with, from its own department first',
    (path, leaf) => {
      expect(leaf.goesWith.length).toBeGreaterThan(0)
      const withAnchor = baskets.filter((ids) => leafOf(ids[0]!) === path)
      expect(withAnchor.length).toBeGreaterThan(0)
      const department = leaf.lvl0
      for (const ids of withAnchor) {
        for (const id of ids.slice(1)) {
          const companion = byID.get(id)!
          expect(leaf.goesWith).toContain(companion.productType)
          const ownDepartmentSellsIt = CATEGORY_LEAVES.some(
            (l) => l.lvl0 === department && l.type === companion.productType && l.lvl2 !== path,
          )
          if (ownDepartmentSellsIt) expect(leafOf(id).startsWith(`${department} > `)).toBe(true)
        }
      }
    },
  )
})
