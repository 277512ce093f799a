import { describe, expect, it } from 'vitest'
import { engineWith, ids } from './testing/engine-with'

const records = [
  { name: 'Crème brûlée torch', brand: 'Cuisine' },
  { name: 'Sneaker cleaning kit', brand: 'Fresh' },
  { name: 'Leather boots', brand: 'Nordwave' },
  { name: 'Hiking boots', brand: 'Straße' },
  { name: 'Wool socks', brand: 'Fresh' },
]
const engine = engineWith(records, { searchableAttributes: ['name', 'brand'] })

describe('query matching', () => {
  it('ignores case and diacritics on both sides', () => {
    expect(ids(engine, { query: 'creme brulee' })).toEqual(['1'])
    expect(ids(engine, { query: 'CRÈME' })).toEqual(['1'])
    expect(ids(engine, { query: 'strasse' })).toEqual(['4'])
  })

  it('matches the last word as a prefix by default (queryType)', () => {
    expect(ids(engine, { query: 'snea' })).toEqual(['2'])
    expect(ids(engine, { query: 'snea', queryType: 'prefixNone' })).toEqual([])
    expect(ids(engine, { query: 'hik boo', queryType: 'prefixAll' })).toEqual(['4'])
    expect(ids(engine, { query: 'hik boots' })).toEqual([])
  })

  it('requires every word (AND) and returns everything for an empty query', () => {
    expect(ids(engine, { query: 'leather boots' })).toEqual(['3'])
    expect(ids(engine, { query: 'boots' }).sort()).toEqual(['3', '4'])
    expect(engine.search('test', { query: '' }).nbHits).toBe(5)
    expect(engine.search('test', { query: '  ,. ' }).nbHits).toBe(5)
  })

  it('tolerates typos by word length (minWordSizefor1Typo / 2Typos)', () => {
    expect(ids(engine, { query: 'lether' })).toEqual(['3'])
    expect(ids(engine, { query: 'laether' })).toEqual(['3'])
    expect(ids(engine, { query: 'wol' })).toEqual([])
    expect(ids(engine, { query: 'socsk' })).toEqual(['5'])
    expect(ids(engine, { query: 'clenaing' })).toEqual(['2'])
    expect(ids(engine, { query: 'claening', minWordSizefor2Typos: 20 })).toEqual(['2'])
    expect(ids(engine, { query: 'lther' })).toEqual([])
    expect(ids(engine, { query: 'lether', minWordSizefor1Typo: 7 })).toEqual([])
    expect(ids(engine, { query: 'lether', typoTolerance: false })).toEqual([])
    const strict = engineWith(records, { disableTypoToleranceOnWords: ['lether'] })
    expect(ids(strict, { query: 'lether' })).toEqual([])
  })

  it('removeWordsIfNoResults relaxes words from the end or the start', () => {
    expect(ids(engine, { query: 'leather zzzz' })).toEqual([])
    expect(ids(engine, { query: 'leather zzzz', removeWordsIfNoResults: 'lastWords' })).toEqual([
      '3',
    ])
    expect(
      ids(engine, { query: 'zzzz boots', removeWordsIfNoResults: 'firstWords' }).sort(),
    ).toEqual(['3', '4'])
    expect(
      ids(engine, { query: 'zzzz leather boots', removeWordsIfNoResults: 'allOptional' }),
    ).toEqual(['3', '4'])
  })

  it('restrictSearchableAttributes limits where words are looked for', () => {
    expect(ids(engine, { query: 'fresh' }).sort()).toEqual(['2', '5'])
    expect(ids(engine, { query: 'fresh', restrictSearchableAttributes: ['name'] })).toEqual([])
  })

  it('searches every attribute when searchableAttributes is empty', () => {
    const open = engineWith([{ title: 'Blue lamp', meta: { color: 'cobalt' } }])
    expect(ids(open, { query: 'cobalt' })).toEqual(['1'])
    expect(ids(open, { query: 'lamp' })).toEqual(['1'])
  })
})
