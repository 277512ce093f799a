import { describe, expect, it } from 'vitest'
import { generateCatalog } from './catalog'
import { simulateSearches } from './searches'

// A thousand products: with a few hundred, the tail of rare queries depends on the draw.
const { records } = generateCatalog({ count: 1000, seed: 42 })
const NOW = Date.parse('2026-06-01T00:00:00Z')

describe('simulateSearches', () => {
  it('is deterministic for a seed and spread over the history, oldest first', () => {
    const a = simulateSearches({ records, now: NOW, count: 500 })
    expect(simulateSearches({ records, now: NOW, count: 500 })).toEqual(a)
    expect(a).toHaveLength(500)
    expect(a[0]!.t).toBeGreaterThanOrEqual(NOW - 28 * 86_400_000)
    expect(a.at(-1)!.t).toBeLessThan(NOW)
    for (let i = 1; i < a.length; i++) expect(a[i]!.t).toBeGreaterThanOrEqual(a[i - 1]!.t)
  })

  it('has a long tail: the top query is frequent, most queries are rare', () => {
    const searches = simulateSearches({ records, now: NOW })
    const counts = new Map<string, number>()
    for (const s of searches) counts.set(s.query, (counts.get(s.query) ?? 0) + 1)
    const sorted = [...counts.values()].sort((x, y) => y - x)
    expect(sorted[0]! / searches.length).toBeGreaterThan(0.05)
    expect(sorted.filter((n) => n <= 3).length).toBeGreaterThan(counts.size / 3)
    expect(searches.every((s) => s.clickPosition === undefined || s.tracked)).toBe(true)
    expect(searches.some((s) => s.converted)).toBe(true)
  })
})
