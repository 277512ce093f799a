import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEngine } from './engine'
import type { Slicer } from './steps'
import type { Engine, SearchParams, SearchResponse } from './types'

const WORDS = ['red', 'blue', 'green', 'shirt', 'shoe', 'jacket', 'wool', 'cotton', 'light', 'warm']
const BRANDS = ['Acme', 'Borealis', 'Cobalt', 'Dune']

function catalogue(): Engine {
  const engine = createEngine()
  engine.setSettings('items', {
    searchableAttributes: ['name', 'description', 'brand'],
    attributesForFaceting: ['brand', 'colors', 'price', 'filterOnly(stock)'],
    customRanking: ['desc(popularity)'],
  })
  engine.saveObjects(
    'items',
    Array.from({ length: 600 }, (_, i) => ({
      objectID: `i${i}`,
      name: `${WORDS[i % 10]} ${WORDS[(i * 7) % 10]} ${i}`,
      description: Array.from({ length: 30 }, (_, k) => WORDS[(i + k * k) % 10]).join(' '),
      brand: BRANDS[i % 4],
      colors: [WORDS[i % 3], WORDS[(i + 1) % 3]],
      price: (i * 37) % 200,
      stock: i % 5,
      popularity: (i * 101) % 1000,
    })),
  )
  return engine
}

/** 200 conditions: evaluated one per step. */
const WIDE_FILTER = Array.from({ length: 200 }, (_, i) => `price = ${i * 3}`).join(' OR ')

const query = fc
  .array(fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom('re', 'sh', 'wo', 'blu', 'jackte')), {
    maxLength: 6,
  })
  .map((words) => words.join(' '))

const params = fc.record(
  {
    query,
    hitsPerPage: fc.integer({ min: 0, max: 120 }),
    page: fc.integer({ min: 0, max: 3 }),
    facets: fc.constantFrom(['*'], ['brand', 'price'], []),
    maxValuesPerFacet: fc.integer({ min: 1, max: 10 }),
    filters: fc.constantFrom(
      '',
      'price > 50',
      'brand:Acme OR brand:Dune',
      'stock < 3 AND (colors:red OR (brand:Acme OR (brand:Dune OR brand:Cobalt)))',
      WIDE_FILTER,
    ),
    optionalFilters: fc.constantFrom(['brand:Cobalt'], ['brand:Acme<score=2>', 'colors:red']),
    attributesToHighlight: fc.constantFrom(['*'], ['name'], []),
    attributesToSnippet: fc.constantFrom(['description:5'], ['*:3'], []),
    attributesToRetrieve: fc.constantFrom(['*'], ['name', 'brand'], ['*', '-description']),
    removeWordsIfNoResults: fc.constantFrom('none', 'lastWords', 'allOptional'),
    getRankingInfo: fc.boolean(),
    distinct: fc.constantFrom(0, 1),
    attributeForDistinct: fc.constant('brand'),
    typoTolerance: fc.constantFrom<SearchParams['typoTolerance']>(true, 'min'),
  },
  { requiredKeys: ['query'] },
) as fc.Arbitrary<SearchParams>

/** Searches run in the pauses: any parameters, few hits (they run at every pause). */
const meddling = params.map((p) => ({ ...p, hitsPerPage: Math.min(p.hitsPerPage ?? 20, 3) }))

/** The response as a client sees it, minus the timing. */
function comparable(response: SearchResponse): string {
  return JSON.stringify({ ...response, processingTimeMS: 0 })
}

/**
 * A slicer that pauses at every step and, in each pause, runs another search synchronously on
 * the same index: that search reuses the shared scratch buffers, which the paused one must own.
 */
function meddlingSlicer(engine: Engine, others: SearchParams[]): Slicer & { pauses: number } {
  let i = 0
  return {
    pauses: 0,
    due: () => true,
    async pause() {
      this.pauses++
      const other = others[i++ % others.length]!
      JSON.stringify(engine.search('items', other))
      await new Promise<void>((resolve) => setImmediate(resolve))
    },
  }
}

describe('sliced search', () => {
  const engine = catalogue()

  it('answers exactly what the synchronous search answers, with searches run in its pauses', async () => {
    await fc.assert(
      fc.asyncProperty(
        params,
        fc.array(meddling, { minLength: 1, maxLength: 3 }),
        async (p, others) => {
          const expected = comparable(engine.search('items', p))
          const slicer = meddlingSlicer(engine, others)
          const sliced = await engine.searchSliced('items', p, undefined, slicer)
          expect(comparable(sliced)).toBe(expected)
          expect(slicer.pauses).toBeGreaterThan(0)
        },
      ),
      { seed: 12, numRuns: 60 },
    )
  })

  it('pauses between hits, facets and ranking, not only once', async () => {
    const slicer = meddlingSlicer(engine, [{ query: 'wool' }])
    const p = { query: 'red shirt', hitsPerPage: 100, facets: ['*'], getRankingInfo: true }
    await engine.searchSliced('items', p, undefined, slicer)
    // 100 hits, 3 facets, the matching words and the ranking passes.
    expect(slicer.pauses).toBeGreaterThan(100 + 3)
  })

  it('pauses between the conditions of a long filter', async () => {
    const slicer = meddlingSlicer(engine, [{ query: 'wool', filters: 'price < 10' }])
    const p = { query: '', filters: `${WIDE_FILTER} OR price = 1000`, hitsPerPage: 0 }
    const sliced = await engine.searchSliced('items', p, undefined, slicer)
    expect(sliced.nbHits).toBe(engine.search('items', p).nbHits)
    expect(slicer.pauses).toBeGreaterThan(200)
  })

  it('answers from the index as it was when the search began, writes in its pauses included', async () => {
    const local = catalogue()
    const p = { query: 'red', hitsPerPage: 50, facets: ['brand'] }
    const before = comparable(local.search('items', p))
    let n = 0
    const slicer: Slicer = {
      due: () => true,
      async pause() {
        local.deleteObjects('items', [`i${n * 3}`])
        local.saveObjects('items', [{ objectID: `new${n++}`, name: 'red red red' }])
        await new Promise<void>((resolve) => setImmediate(resolve))
      },
    }
    const sliced = await local.searchSliced('items', p, undefined, slicer)
    expect(comparable(sliced)).toBe(before)
    expect(comparable(local.search('items', p))).not.toBe(before)
  })

  it('refuses bad parameters as the synchronous search does', async () => {
    const slicer = meddlingSlicer(engine, [{ query: 'wool' }])
    await expect(
      engine.searchSliced('items', { query: 'x', filters: 'price >' }, undefined, slicer),
    ).rejects.toMatchObject({ status: 400 })
  })
})
