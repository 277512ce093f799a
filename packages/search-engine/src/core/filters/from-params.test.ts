import { describe, expect, it } from 'vitest'
import { EngineError } from '../errors'
import { filterGroups, filtersFromArrays } from './from-params'

describe('filtersFromArrays', () => {
  it('reads the legacy string form: commas are AND, parentheses are OR', () => {
    expect(filtersFromArrays('tagFilters', 'a,(b,c)')).toEqual([
      { type: 'tag', value: 'a' },
      {
        type: 'or',
        children: [
          { type: 'tag', value: 'b' },
          { type: 'tag', value: 'c' },
        ],
      },
    ])
  })

  it('reads numeric comparisons and ranges with or without spaces', () => {
    expect(
      filtersFromArrays('numericFilters', ['price>=10', 'rating = 4', 'price:5 TO 9.5']),
    ).toEqual([
      { type: 'numeric', attribute: 'price', operator: '>=', value: 10 },
      { type: 'numeric', attribute: 'rating', operator: '=', value: 4 },
      { type: 'range', attribute: 'price', lower: 5, upper: 9.5 },
    ])
  })

  it('reads facet values after the first colon, with negation and escapes', () => {
    expect(
      filtersFromArrays('facetFilters', ['url:http://x', 'brand:-A', 'brand:\\-B', '_tags:t']),
    ).toEqual([
      { type: 'facet', attribute: 'url', value: 'http://x' },
      { type: 'not', child: { type: 'facet', attribute: 'brand', value: 'A' } },
      { type: 'facet', attribute: 'brand', value: '-B' },
      { type: 'tag', value: 't' },
    ])
  })

  it('parses optional filter scores', () => {
    expect(filterGroups('optionalFilters', ['brand:A<score=3>'])).toEqual([
      [{ type: 'facet', attribute: 'brand', value: 'A', score: 3 }],
    ])
  })

  it.each([
    ['facetFilters', ['nocolon']],
    ['numericFilters', ['price']],
    ['numericFilters', ['price > x']],
    ['facetFilters', '(a:b'],
    ['facetFilters', '[not json'],
    ['facetFilters', [3]],
  ] as const)('rejects %s %j with a 400', (kind, value) => {
    expect(() => filtersFromArrays(kind, value as never)).toThrow(EngineError)
  })
})
