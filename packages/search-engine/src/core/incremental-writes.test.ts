import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEngine } from './engine'
import type { Engine, Hit, SearchParams } from './types'

const SETTINGS = {
  searchableAttributes: ['name', 'unordered(brand)', 'tags'],
  attributesForFaceting: ['brand', 'tags', 'price', 'searchable(color)'],
  customRanking: ['desc(rating)', 'asc(price)'],
  replicas: ['by_price'],
}
const WORDS = ['red', 'blue', 'shoe', 'shirt', 'jacket', 'wool', 'linen', 'boot']
const BRANDS = ['Acme', 'Bolt', 'Corto', 'Dune']

const record = fc.record({
  objectID: fc.integer({ min: 0, max: 40 }).map(String),
  name: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
  brand: fc.constantFrom(...BRANDS),
  tags: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
  color: fc.constantFrom('red', 'blue', 'green'),
  price: fc.integer({ min: 1, max: 60 }),
  rating: fc.integer({ min: 0, max: 5 }),
})
const write = fc.oneof(
  record.map((r) => ({ kind: 'save' as const, r })),
  fc.integer({ min: 0, max: 40 }).map((id) => ({ kind: 'delete' as const, id: String(id) })),
  fc
    .record({ id: fc.integer({ min: 0, max: 40 }), price: fc.integer({ min: 1, max: 99 }) })
    .map((u) => ({ kind: 'partial' as const, id: String(u.id), price: u.price })),
)
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never

const QUERIES: SearchParams[] = [
  { query: '', facets: ['*'], hitsPerPage: 50 },
  { query: 'shoe', facets: ['brand', 'price'], hitsPerPage: 50 },
  { query: 'blu', filters: 'price < 30', hitsPerPage: 50 },
  { query: 'red jackt', facetFilters: [['brand:Acme', 'brand:Bolt']], hitsPerPage: 50 },
  { query: '', filters: 'NOT brand:Dune', facets: ['tags'], hitsPerPage: 50 },
]

function engineWith(records: Hit[]): Engine {
  const engine = createEngine()
  engine.setSettings('items', SETTINGS)
  engine.setSettings('by_price', { ranking: ['asc(price)', 'typo', 'words', 'custom'] })
  engine.saveObjects('items', records)
  return engine
}

function apply(engine: Engine, w: Write): void {
  if (w.kind === 'save') engine.saveObjects('items', [w.r])
  else if (w.kind === 'delete') engine.deleteObjects('items', [w.id])
  else engine.partialUpdateObjects('items', [{ objectID: w.id, price: w.price }], false)
}

function results(engine: Engine) {
  return ['items', 'by_price'].flatMap((index) =>
    QUERIES.map((q) => {
      const { processingTimeMS: _t, ...rest } = engine.search(index, q)
      return rest
    }),
  )
}

describe('incremental writes', () => {
  it('answer as a fresh build of the same records would', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 30 }),
        fc.array(fc.array(write, { minLength: 1, maxLength: 4 }), { maxLength: 6 }),
        (initial, rounds) => {
          const engine = engineWith(initial)
          results(engine)
          for (const round of rounds) {
            for (const w of round) apply(engine, w)
            const fresh = engineWith([...engine.allObjects('items')])
            expect(results(engine)).toEqual(results(fresh))
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('keeps answering after many writes (past the rebuild limit)', () => {
    const engine = engineWith([])
    for (let i = 0; i < 3000; i++) {
      engine.saveObjects('items', [{ objectID: String(i % 500), name: `shoe ${i}`, price: i % 7 }])
      if (i % 250 === 0) engine.search('items', { query: 'shoe' })
    }
    const fresh = engineWith([...engine.allObjects('items')])
    expect(results(engine)).toEqual(results(fresh))
  })
})
