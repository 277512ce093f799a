import { describe, expect, it } from 'vitest'
import { matchCondition, type RuleInput } from './match-condition'

const input = (query: string, extra: Partial<RuleInput> = {}): RuleInput => ({
  words: query.split(' ').filter(Boolean),
  ruleContexts: [],
  filters: '',
  facetValues: (facet) =>
    new Map(
      facet === 'brand'
        ? [
            ['acme', 'Acme'],
            ['blue sky', 'Blue Sky'],
          ]
        : [],
    ),
  plurals: ['en'],
  synonyms: undefined,
  ...extra,
})

describe('rule conditions', () => {
  it.each([
    ['is', 'red shoe', true],
    ['is', 'red shoe sale', false],
    ['startsWith', 'red shoe sale', true],
    ['startsWith', 'big red shoe', false],
    ['endsWith', 'big red shoe', true],
    ['contains', 'a red shoe b', true],
    ['contains', 'red big shoe', false],
  ] as const)('anchoring %s on "%s" → %s', (anchoring, query, matches) => {
    expect(matchCondition({ pattern: 'Red Shoe', anchoring }, input(query)) !== undefined).toBe(
      matches,
    )
  })

  it('matches plurals only with alternatives', () => {
    expect(matchCondition({ pattern: 'shoe', anchoring: 'is' }, input('shoes'))).toBeUndefined()
    expect(
      matchCondition({ pattern: 'shoe', anchoring: 'is', alternatives: true }, input('shoes')),
    ).toBeDefined()
  })

  it('captures multi-word facet values and checks context and filters', () => {
    const found = matchCondition(
      { pattern: '{facet:brand} jacket', anchoring: 'contains' },
      input('the blue sky jacket'),
    )
    expect(found?.facets).toEqual([{ facet: 'brand', value: 'Blue Sky', start: 1, end: 3 }])
    expect(matchCondition({ context: 'mobile' }, input('x'))).toBeUndefined()
    expect(
      matchCondition({ context: 'mobile' }, input('x', { ruleContexts: ['mobile'] })),
    ).toBeDefined()
    expect(
      matchCondition(
        { filters: 'brand:Acme' },
        input('', { filters: 'brand:"Acme" AND price > 2' }),
      ),
    ).toBeDefined()
    expect(matchCondition({ pattern: '', anchoring: 'is' }, input(''))).toBeDefined()
    expect(matchCondition({ pattern: '', anchoring: 'is' }, input('x'))).toBeUndefined()
  })
})
