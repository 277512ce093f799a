import { describe, expect, it } from 'vitest'
import { readConfig, ConfigInvalid } from './config'
import { createQueryRules, dropPluralTwins, letterCount } from './suggestion-rules'

const config = (extra: Record<string, unknown> = {}) =>
  readConfig({ indexName: 'qs', sourceIndices: [{ indexName: 'products' }], ...extra })

describe('query suggestion rules', () => {
  it('refuses banned patterns, excluded words and regular expressions, special characters', () => {
    const rules = createQueryRules(config({ exclude: ['cheap', '^free .*'] }))
    expect(rules('black jacket')).toBeUndefined()
    expect(rules('jane@example.com')).toBe('banned pattern')
    expect(rules('www.example.com')).toBe('banned pattern')
    expect(rules('call 0612345678')).toBe('banned pattern')
    expect(rules('cheap boots')).toMatch(/^excluded/)
    expect(rules('cheapest boots')).toBeUndefined()
    expect(rules('free shipping')).toMatch(/^excluded/)
    expect(rules('boots!!')).toBe('special characters')
    expect(createQueryRules(config({ allowSpecialCharacters: true }))('boots!!')).toBeUndefined()
  })

  it('keeps the more popular of a singular and its plural', () => {
    const dropped = dropPluralTwins(
      new Map([
        ['jacket', 10],
        ['jackets', 3],
        ['dresses', 8],
        ['dress', 2],
        ['berries', 1],
        ['berry', 1],
      ]),
    )
    expect([...dropped].sort()).toEqual(['berries', 'dress', 'jackets'])
  })

  it('fills Algolia’s defaults and rejects invalid configurations', () => {
    expect(config()).toMatchObject({
      languages: false,
      exclude: null,
      enablePersonalization: false,
      allowSpecialCharacters: false,
      sourceIndices: [{ indexName: 'products', minHits: 5, minLetters: 4, replicas: false }],
    })
    expect(() => readConfig({ indexName: 'qs', sourceIndices: [] })).toThrow(ConfigInvalid)
    expect(() => readConfig({ sourceIndices: [{ indexName: 'p' }] })).toThrow('IndexName')
    expect(() => config({ exclude: ['(unclosed'] })).toThrow(/regular expression/)
    expect(letterCount("l'été 2")).toBe(5)
  })
})
