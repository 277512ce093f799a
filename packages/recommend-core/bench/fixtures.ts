import type { RecommendHit, RecommendResult } from '../src'

/** A small seeded PRNG (mulberry32): the same inputs on every run. */
function createRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface FixtureOptions {
  /**
   * How many products the IDs are drawn from. Default: half of all hits, so many items are
   * recommended for several inputs (the case the merge exists for) and the number of distinct
   * items grows with the input.
   */
  catalogue?: number
  seed?: number
}

/**
 * `objects` results of `hitsPerObject` distinct hits each, sorted by `_score` as the provider
 * returns them, and parsed from JSON as the client does (same memory layout and string sharing
 * as in production).
 */
export function createResults(
  objects: number,
  hitsPerObject: number,
  { catalogue = (objects * hitsPerObject) / 2, seed = 1 }: FixtureOptions = {},
) {
  const random = createRandom(seed)
  const results: RecommendResult<RecommendHit & { name: string }>[] = []
  for (let o = 0; o < objects; o++) {
    const ids = new Set<number>()
    while (ids.size < hitsPerObject) ids.add(Math.floor(random() * catalogue))
    const hits = [...ids]
      .map((id) => ({
        objectID: `p${id}`,
        name: `Product ${id}`,
        _score: Math.round(random() * 1e4) / 100,
      }))
      .sort((a, b) => b._score - a._score)
    results.push({ hits, queryID: o.toString(16).padStart(32, '0') })
  }
  const objectIDs = Array.from({ length: objects }, (_, o) => `input-${o}`)
  const body = JSON.stringify({ results, objectIDs })
  return JSON.parse(body) as { results: typeof results; objectIDs: string[] }
}
