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
