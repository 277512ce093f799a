import { describe, expect, it } from 'vitest'
import { createEngine } from '../core/engine'
import type { Slicer } from '../core/steps'
import { createSearchCache } from './search-cache'

const never: Slicer = { due: () => false, pause: () => Promise.resolve() }

describe('search cache', () => {
  it('does not keep an answer that a write made stale while the search was paused', async () => {
    const engine = createEngine()
    engine.saveObjects('items', [{ objectID: '1', name: 'red shirt' }])
    const cache = createSearchCache(10)
    let paused = false
    // In its first pause: a write, then another cached search that meets the new version.
    const meddling: Slicer = {
      due: () => !paused,
      async pause() {
        paused = true
        engine.saveObjects('items', [{ objectID: '2', name: 'red scarf' }])
        await cache.search(engine, 'items', { query: 'scarf' }, undefined, never)
      },
    }
    const first = await cache.search(engine, 'items', { query: 'red' }, undefined, meddling)
    expect(first.nbHits).toBe(1)
    const again = await cache.search(engine, 'items', { query: 'red' }, undefined, never)
    expect(again.nbHits).toBe(2)
  })
})

describe('search cache size', () => {
  const engine = createEngine()
  engine.saveObjects(
    'items',
    Array.from({ length: 50 }, (_, i) => ({
      objectID: `${i}`,
      name: `shirt ${i}`,
      text: 'x'.repeat(2000),
    })),
  )

  const listingPage = (cache: ReturnType<typeof createSearchCache>, page: number) =>
    cache.search(engine, 'items', { query: 'shirt', hitsPerPage: 5, page }, undefined, never)

  it('keeps answers within its character budget, dropping the least recently used', async () => {
    const cache = createSearchCache(256, 50_000)
    for (let page = 0; page < 20; page++) {
      await listingPage(cache, page)
    }
    // Each answer is ~10 KB of JSON: only the last few are kept; the latest is.
    const misses = cache.stats.misses
    await listingPage(cache, 9)
    expect(cache.stats.misses).toBe(misses)
    await listingPage(cache, 0)
    expect(cache.stats.misses).toBe(misses + 1)
  })

  it('does not keep a search whose parameters are longer than a listing page’s', async () => {
    const cache = createSearchCache(256)
    const optionalFilters = Array.from({ length: 2000 }, (_, i) => `objectID:${i}-long-value`)
    for (let i = 0; i < 2; i++) {
      await cache.search(engine, 'items', { query: 'shirt', optionalFilters }, undefined, never)
    }
    expect(cache.stats).toEqual({ hits: 0, misses: 2 })
  })
})
