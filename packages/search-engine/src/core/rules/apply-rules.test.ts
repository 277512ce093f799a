import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { Rule, SearchResponse } from '../types'

const WORDS = ['red', 'shoe', 'shoes', 'sale', 'lamp', 'acme', 'zen', 'help']
const RECORDS = [
  { objectID: 'a', name: 'Red shoe', brand: 'Acme', onSale: true },
  { objectID: 'b', name: 'Blue shoes', brand: 'Zen', onSale: false },
  { objectID: 'c', name: 'Desk lamp', brand: 'Acme', onSale: true },
  { objectID: 'd', name: 'Help desk lamp', brand: 'Zen', onSale: false },
]
const SETTINGS = {
  searchableAttributes: ['name', 'brand'],
  attributesForFaceting: ['brand', 'onSale'],
}

const pattern = fc.oneof(
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
  fc.constant('{facet:brand}'),
)
const condition = fc.record(
  {
    pattern,
    anchoring: fc.constantFrom('is', 'startsWith', 'endsWith', 'contains'),
    alternatives: fc.boolean(),
    context: fc.constantFrom('mobile', 'web'),
    filters: fc.constantFrom('brand:Acme', 'onSale:true'),
  },
  { requiredKeys: ['pattern'] },
)
const rule = fc.record({
  conditions: fc.array(condition, { minLength: 1, maxLength: 2 }),
  consequence: fc.record(
    {
      params: fc.record(
        {
          filters: fc.constant('onSale:true'),
          query: fc.constantFrom('lamp', { remove: ['red'] }),
          automaticFacetFilters: fc.constant([{ facet: 'brand' }]),
        },
        { requiredKeys: [] },
      ),
      promote: fc.constant([{ objectID: 'c', position: 0 }]),
      hide: fc.constant([{ objectID: 'a' }]),
      userData: fc.constant({ banner: 'x' }),
    },
    { requiredKeys: [] },
  ),
})
const search = fc.record(
  {
    query: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }).map((w) => w.join(' ')),
    ruleContexts: fc.constantFrom<string[]>(['mobile'], ['web'], []),
    filters: fc.constantFrom('brand:Acme', 'onSale:false', 'brand:Zen AND onSale:true'),
  },
  { requiredKeys: ['query'] },
)

const stable = (res: SearchResponse) => ({ ...res, processingTimeMS: 0 })

describe('query rules (property)', () => {
  it('never change a search they do not match', () => {
    const plain = createEngine()
    plain.setSettings('shop', SETTINGS)
    plain.saveObjects('shop', RECORDS)
    let unmatched = 0
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 4 }), search, (rules, params) => {
        const engine = createEngine()
        engine.setSettings('shop', SETTINGS)
        engine.saveObjects('shop', RECORDS)
        engine.saveRules(
          'shop',
          rules.map((r, i): Rule => ({ ...r, objectID: `r${i}` }) as Rule),
        )
        const withRules = engine.search('shop', params)
        if (withRules.appliedRules !== undefined) return
        unmatched++
        expect(stable(withRules)).toEqual(stable(plain.search('shop', params)))
      }),
      { numRuns: 300, seed: 13 },
    )
    expect(unmatched).toBeGreaterThan(30)
  })
})
