import { describe, expect, it } from 'vitest'
import { EngineError } from '../errors'
import { engineWith, ids } from '../testing/engine-with'

const engine = engineWith(
  [
    {
      brand: 'Apple',
      price: 10,
      colors: ['Red', 'Blue'],
      onSale: true,
      _tags: ['new'],
      nested: { weight: 1 },
    },
    { brand: 'Apple', price: 20, colors: ['Red'], onSale: false, _tags: ['New'] },
    { brand: 'Banana', price: 30, colors: ['Green'], onSale: false, nested: { weight: 5 } },
    { brand: '-dash', price: 40, colors: [], onSale: true, _tags: ['new', 'eco'] },
  ],
  { attributesForFaceting: ['brand', 'colors', 'price', 'onSale'] },
)
const sorted = (params: Parameters<typeof ids>[1]) => ids(engine, params).sort()

describe('filters', () => {
  it('applies the filters grammar', () => {
    expect(sorted({ filters: 'brand:apple' })).toEqual(['1', '2'])
    expect(sorted({ filters: 'price >= 20 AND price < 40' })).toEqual(['2', '3'])
    expect(sorted({ filters: 'price:15 TO 30' })).toEqual(['2', '3'])
    expect(sorted({ filters: 'price = 10 OR price = 40' })).toEqual(['1', '4'])
    expect(sorted({ filters: 'price != 10' })).toEqual(['2', '3', '4'])
    expect(sorted({ filters: 'onSale:true' })).toEqual(['1', '4'])
    expect(sorted({ filters: 'colors:red AND NOT colors:blue' })).toEqual(['2'])
    expect(sorted({ filters: '(brand:Banana OR brand:"-dash") AND onSale:false' })).toEqual(['3'])
    expect(sorted({ filters: 'new' })).toEqual(['1', '4'])
    expect(sorted({ filters: '_tags:New' })).toEqual(['2'])
    expect(sorted({ filters: 'nested.weight > 2' })).toEqual(['3'])
    expect(sorted({ filters: 'NOT _tags:new' })).toEqual(['2', '3'])
  })

  it('applies facetFilters with nested OR arrays, negation and escaping', () => {
    expect(sorted({ facetFilters: ['brand:Apple', 'colors:Blue'] })).toEqual(['1'])
    expect(sorted({ facetFilters: [['brand:Banana', 'colors:Blue']] })).toEqual(['1', '3'])
    expect(sorted({ facetFilters: ['brand:-Apple'] })).toEqual(['3', '4'])
    expect(sorted({ facetFilters: ['brand:\\-dash'] })).toEqual(['4'])
    expect(sorted({ facetFilters: 'brand:Apple' })).toEqual(['1', '2'])
    expect(sorted({ facetFilters: '["brand:Banana"]' })).toEqual(['3'])
    expect(sorted({ facetFilters: [[['brand:Banana'], 'price:10']] })).toEqual(['1', '3'])
    // A facet value written as another spelling of the same number.
    expect(sorted({ facetFilters: ['price:10.0'] })).toEqual(['1'])
    expect(sorted({ filters: 'price:2e1 OR price:" 30 "' })).toEqual(['2', '3'])
    expect(sorted({ facetFilters: ["brand:'Apple'"] })).toEqual(['1', '2'])
  })

  it('applies numericFilters and tagFilters, combined by AND with filters', () => {
    expect(sorted({ numericFilters: ['price>=20', 'price<=30'] })).toEqual(['2', '3'])
    expect(sorted({ numericFilters: [['price=10', 'price=40']] })).toEqual(['1', '4'])
    expect(sorted({ numericFilters: ['price:10 TO 20'] })).toEqual(['1', '2'])
    expect(sorted({ tagFilters: 'new,eco' })).toEqual(['4'])
    expect(sorted({ tagFilters: [['eco', 'New']] })).toEqual(['2', '4'])
    expect(sorted({ filters: 'onSale:true', numericFilters: ['price>20'] })).toEqual(['4'])
  })

  it('rejects malformed filters with a 400', () => {
    for (const params of [
      { filters: 'brand:Apple AND (' },
      { numericFilters: ['price>>3'] },
      { numericFilters: ['price > cheap'] },
      { facetFilters: ['brand'] },
      { facetFilters: [{ brand: 'x' }] as unknown as string[] },
    ]) {
      expect(() => engine.search('test', params)).toThrow(EngineError)
    }
  })

  it('compiles the same filters into a record predicate', () => {
    const predicate = engine.compileFilters('test', {
      filters: 'price < 35 AND NOT colors:blue',
      facetFilters: [['brand:apple', 'brand:banana']],
    })
    const records = [...engine.allObjects('test')]
    expect(records.filter(predicate).map((r) => r.objectID)).toEqual(['2', '3'])
  })
})
