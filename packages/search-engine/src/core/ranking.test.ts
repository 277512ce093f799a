import { describe, expect, it } from 'vitest'
import { engineWith, ids } from './testing/engine-with'

const settings = {
  searchableAttributes: ['name', 'brand', 'unordered(description)'],
  customRanking: ['desc(popularity)'],
}

describe('tie-breaking ranking', () => {
  it('typo: fewer typos first, whatever the popularity', () => {
    const engine = engineWith(
      [
        { name: 'Trail boot', popularity: 100 },
        { name: 'Trail boots', popularity: 1 },
      ],
      settings,
    )
    expect(ids(engine, { query: 'boots' })).toEqual(['2', '1'])
  })

  it('words: records matching more words first (optional words)', () => {
    const engine = engineWith(
      [
        { name: 'Blue shoes', popularity: 100 },
        { name: 'Red shoes', popularity: 1 },
      ],
      settings,
    )
    expect(ids(engine, { query: 'red shoes', optionalWords: ['red'] })).toEqual(['2', '1'])
    expect(ids(engine, { query: 'red shoes' })).toEqual(['2'])
  })

  it('proximity: query words close together first', () => {
    const engine = engineWith(
      [
        { name: 'Running fast light trail shoes', popularity: 100 },
        { name: 'Running shoes', popularity: 1 },
      ],
      settings,
    )
    expect(ids(engine, { query: 'running shoes' })).toEqual(['2', '1'])
  })

  it('attribute: matches in more important attributes first', () => {
    const engine = engineWith(
      [
        { name: 'Table', description: 'solid oak', popularity: 100 },
        { name: 'Oak table', popularity: 1 },
        { name: 'Chair', brand: 'Oak & Co', popularity: 50 },
      ],
      settings,
    )
    expect(ids(engine, { query: 'oak' })).toEqual(['2', '3', '1'])
  })

  it('attribute: earlier position wins in ordered attributes, not in unordered ones', () => {
    const engine = engineWith(
      [
        { name: 'Table in oak', popularity: 100 },
        { name: 'Oak table', popularity: 1 },
        { name: 'x', description: 'lamp oak', popularity: 10 },
        { name: 'y', description: 'oak lamp', popularity: 5 },
      ],
      settings,
    )
    expect(ids(engine, { query: 'oak' })).toEqual(['2', '1', '3', '4'])
  })

  it('exact: whole-word matches before prefix matches', () => {
    const engine = engineWith(
      [
        { name: 'Shoes', popularity: 100 },
        { name: 'Shoe', popularity: 1 },
      ],
      settings,
    )
    expect(ids(engine, { query: 'shoe' })).toEqual(['2', '1'])
  })

  it('custom: customRanking breaks the remaining ties, asc and desc', () => {
    const records = [
      { name: 'Lamp', popularity: 5, rating: 2 },
      { name: 'Lamp', popularity: 9, rating: 2 },
      { name: 'Lamp', popularity: 9, rating: 4 },
      { name: 'Lamp' },
    ]
    expect(
      ids(engineWith(records, { customRanking: ['desc(popularity)', 'desc(rating)'] }), {
        query: 'lamp',
      }),
    ).toEqual(['3', '2', '1', '4'])
    expect(ids(engineWith(records, { customRanking: ['asc(popularity)'] }), { query: '' })).toEqual(
      ['1', '2', '3', '4'],
    )
  })

  it('ranking setting: a sort attribute first sorts exhaustively (standard replica)', () => {
    const engine = engineWith(
      [
        { name: 'Red boots', price: 90 },
        { name: 'Boots', price: 30 },
        { name: 'Brown boots', price: 60 },
        { name: 'Boot polish', price: 5 },
      ],
      { ranking: ['asc(price)', 'typo', 'words', 'proximity', 'attribute', 'exact', 'custom'] },
    )
    expect(ids(engine, { query: 'boots' })).toEqual(['4', '2', '3', '1'])
    expect(ids(engine, { query: '', ranking: ['desc(price)'] })).toEqual(['1', '3', '2', '4'])
  })

  it('typoTolerance min keeps only the fewest typos', () => {
    const engine = engineWith([{ name: 'boots' }, { name: 'boats' }], settings)
    expect(ids(engine, { query: 'boots' })).toEqual(['1', '2'])
    expect(ids(engine, { query: 'boots', typoTolerance: 'min' })).toEqual(['1'])
    expect(ids(engine, { query: 'boxts', typoTolerance: 'min' }).sort()).toEqual(['1', '2'])
  })

  it('getRankingInfo reports the criteria', () => {
    const engine = engineWith([{ name: 'Red leather boots', popularity: 3 }], settings)
    const [hit] = engine.search('test', { query: 'red boots', getRankingInfo: true }).hits
    expect(hit?._rankingInfo).toMatchObject({
      nbTypos: 0,
      words: 2,
      nbExactWords: 2,
      proximityDistance: 2,
      geoDistance: 0,
    })
  })

  it('getRankingInfo reports custom ranking as userScore and optional filter scores', () => {
    const engine = engineWith(
      [
        { name: 'Lamp', brand: 'A', popularity: 1 },
        { name: 'Lamp', brand: 'B', popularity: 9 },
      ],
      { ...settings, attributesForFaceting: ['filterOnly(brand)'] },
    )
    const hits = engine.search('test', {
      query: 'lamp',
      getRankingInfo: true,
      optionalFilters: ['brand:A<score=2>'],
    }).hits
    expect(hits.map((h) => [h.objectID, h._rankingInfo!.filters])).toEqual([
      ['1', 2],
      ['2', 0],
    ])
    expect(hits[1]!._rankingInfo!.userScore).toBeGreaterThan(hits[0]!._rankingInfo!.userScore)
  })
})
