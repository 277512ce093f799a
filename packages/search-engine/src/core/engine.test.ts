import { describe, expect, it } from 'vitest'
import { createEngine } from './engine'
import { EngineError } from './errors'
import type { Engine, Hit } from './types'

function products(): Engine {
  const engine = createEngine()
  engine.setSettings('products', {
    searchableAttributes: ['name'],
    attributesForFaceting: ['brand'],
    customRanking: ['desc(popularity)'],
    replicas: ['products_price_asc', 'virtual(products_price_desc)'],
  })
  engine.saveObjects('products', [
    { objectID: 'a', name: 'Red shoe', brand: 'X', price: 30, popularity: 1 },
    { objectID: 'b', name: 'Blue shoe', brand: 'Y', price: 10, popularity: 3 },
    { objectID: 'c', name: 'Green shoe', brand: 'X', price: 20, popularity: 2 },
  ])
  engine.setSettings('products_price_asc', { ranking: ['asc(price)', 'typo', 'words', 'custom'] })
  engine.setSettings('products_price_desc', { customRanking: ['desc(price)'] })
  return engine
}

const order = (engine: Engine, index: string, query = '') =>
  engine.search(index, { query }).hits.map((h) => h.objectID)

function status(fn: () => unknown): number | undefined {
  try {
    fn()
  } catch (error) {
    return error instanceof EngineError ? error.status : -1
  }
  return undefined
}

describe('engine index management', () => {
  it('sorts through replicas that share the primary records and follow its writes', () => {
    const engine = products()
    expect(order(engine, 'products')).toEqual(['b', 'c', 'a'])
    expect(order(engine, 'products_price_asc')).toEqual(['b', 'c', 'a'])
    expect(order(engine, 'products_price_desc')).toEqual(['a', 'c', 'b'])
    engine.saveObjects('products', [{ objectID: 'd', name: 'Cheap shoe', price: 1, popularity: 0 }])
    expect(order(engine, 'products_price_asc')[0]).toBe('d')
    expect(engine.search('products_price_asc', { query: 'shoe' }).index).toBe('products_price_asc')
    expect(engine.getSettings('products_price_asc').primary).toBe('products')
    expect(status(() => engine.saveObjects('products_price_asc', [{ objectID: 'z' }]))).toBe(400)
  })

  it('creates replicas with a copy of the primary settings and forwards changes on request', () => {
    const engine = products()
    expect(engine.getSettings('products_price_asc').searchableAttributes).toEqual(['name'])
    engine.setSettings('products', { hitsPerPage: 5 }, { forwardToReplicas: true })
    expect(engine.getSettings('products_price_desc').hitsPerPage).toBe(5)
    engine.setSettings('products', { hitsPerPage: 7 })
    expect(engine.getSettings('products_price_desc').hitsPerPage).toBe(5)
  })

  it('detaches replicas removed from the list or orphaned by deleting the primary', () => {
    const engine = products()
    engine.setSettings('products', { replicas: ['products_price_asc'] })
    expect(engine.getSettings('products_price_desc').primary).toBeUndefined()
    engine.saveObjects('products', [{ objectID: 'e', name: 'New shoe' }])
    expect(engine.search('products_price_desc', {}).nbHits).toBe(3)
    engine.deleteIndex('products')
    expect(engine.hasIndex('products')).toBe(false)
    expect(engine.search('products_price_asc', {}).nbHits).toBe(4)
    expect(
      engine
        .listIndices()
        .map((i) => i.name)
        .sort(),
    ).toEqual(['products_price_asc', 'products_price_desc'])
  })

  it('merges settings, resets null ones and returns defaults', () => {
    const engine = createEngine()
    engine.setSettings('s', { hitsPerPage: 12, customRanking: ['desc(x)'], enableReRanking: false })
    engine.setSettings('s', { customRanking: null as unknown as string[], queryLanguages: ['fr'] })
    const settings = engine.getSettings('s')
    expect(settings).toMatchObject({
      hitsPerPage: 12,
      customRanking: [],
      queryLanguages: ['fr'],
      enableReRanking: false,
    })
    expect(settings).toMatchObject({
      paginationLimitedTo: 1000,
      minWordSizefor1Typo: 4,
      highlightPreTag: '<em>',
    })
    expect(status(() => engine.setSettings('s', { hitsPerPage: -1 }))).toBe(400)
    expect(
      status(() =>
        engine.setSettings('s', { searchableAttributes: 'name' as unknown as string[] }),
      ),
    ).toBe(400)
  })

  it('answers 404 for unknown indices and undefined for unknown records', () => {
    const engine = products()
    expect(status(() => engine.search('nope', {}))).toBe(404)
    expect(status(() => engine.getSettings('nope'))).toBe(404)
    expect(engine.getObject('products', 'zzz')).toBeUndefined()
    expect(engine.getObject('products', 'a', ['name'])).toEqual({ objectID: 'a', name: 'Red shoe' })
  })

  it('applies partial updates with built-in operations', () => {
    const engine = createEngine()
    engine.saveObjects('p', [{ objectID: '1', n: 1, tags: ['a'], v: 3 }])
    engine.partialUpdateObjects(
      'p',
      [
        {
          objectID: '1',
          n: { _operation: 'Increment', value: 2 },
          tags: { _operation: 'AddUnique', value: 'b' },
          name: 'x',
        },
        { objectID: '2', n: 5 },
      ],
      true,
    )
    expect(engine.getObject('p', '1')).toEqual({
      objectID: '1',
      n: 3,
      tags: ['a', 'b'],
      v: 3,
      name: 'x',
    })
    expect(engine.getObject('p', '2')).toEqual({ objectID: '2', n: 5 })
    engine.partialUpdateObjects('p', [{ objectID: '3', n: 1 }], false)
    expect(engine.getObject('p', '3')).toBeUndefined()
    engine.partialUpdateObjects(
      'p',
      [{ objectID: '1', v: { _operation: 'IncrementFrom', value: 2 } }],
      true,
    )
    expect(engine.getObject('p', '1')?.v).toBe(3)
    engine.partialUpdateObjects(
      'p',
      [{ objectID: '1', tags: { _operation: 'Remove', value: 'a' } }],
      true,
    )
    expect(engine.getObject('p', '1')?.tags).toEqual(['b'])
  })

  it('deletes and clears records, keeping settings', () => {
    const engine = products()
    engine.deleteObjects('products', ['a'])
    expect(engine.search('products', {}).nbHits).toBe(2)
    engine.clearObjects('products')
    expect(engine.search('products', {}).nbHits).toBe(0)
    expect(engine.getSettings('products').customRanking).toEqual(['desc(popularity)'])
    expect(
      status(() => engine.saveObjects('products', [{ name: 'no id' } as unknown as Hit])),
    ).toBe(400)
  })

  it('exports and imports indices, relinking replicas in any order', () => {
    const source = products()
    const dumps = source.listIndices().map((i) => [i.name, source.exportIndex(i.name)] as const)
    for (const reversed of [false, true]) {
      const target = createEngine()
      for (const [name, dump] of reversed ? [...dumps].reverse() : dumps)
        target.importIndex(name, dump)
      expect(order(target, 'products_price_desc')).toEqual(['a', 'c', 'b'])
      target.saveObjects('products', [{ objectID: 'd', name: 'Cheap shoe', price: 1 }])
      expect(order(target, 'products_price_asc')[0]).toBe('d')
      expect(target.getSettings('products_price_asc').primary).toBe('products')
    }
  })
})

describe('engine search response', () => {
  it('has the Algolia shape', () => {
    const engine = products()
    const response = engine.search('products', {
      query: 'shoe',
      clickAnalytics: true,
      facets: ['brand'],
    })
    expect(response.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(response).toMatchObject({
      index: 'products',
      query: 'shoe',
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      renderingContent: {},
      params: 'query=shoe&clickAnalytics=true&facets=%5B%22brand%22%5D',
    })
    expect(Number.isInteger(response.processingTimeMS)).toBe(true)
    expect('_automaticInsights' in response).toBe(false)
    expect(engine.search('products', {}).queryID).toBeUndefined()
  })

  it('applies attributesToRetrieve and unretrievableAttributes', () => {
    const engine = products()
    engine.setSettings('products', { unretrievableAttributes: ['popularity'] })
    const [hit] = engine.search('products', {
      query: 'red',
      attributesToRetrieve: ['*', '-price'],
    }).hits
    expect(
      Object.keys(hit!)
        .filter((k) => !k.startsWith('_'))
        .sort(),
    ).toEqual(['brand', 'name', 'objectID'])
    const [only] = engine.search('products', { query: 'red', attributesToRetrieve: ['name'] }).hits
    expect(
      Object.keys(only!)
        .filter((k) => !k.startsWith('_'))
        .sort(),
    ).toEqual(['name', 'objectID'])
  })

  it('groups with distinct on attributeForDistinct', () => {
    const engine = products()
    engine.setSettings('products', { attributeForDistinct: 'brand' })
    const response = engine.search('products', { distinct: true })
    expect(response.hits.map((h) => h.objectID)).toEqual(['b', 'c'])
    expect(response.nbHits).toBe(2)
    expect(engine.search('products', { distinct: false }).nbHits).toBe(3)
  })

  it('re-ranks within relevance buckets with the personalizer', () => {
    const engine = products()
    engine.setPersonalizer((user) =>
      user === 'u1' ? (hit) => (hit.brand === 'X' ? 1 : 0) : undefined,
    )
    const params = { query: 'shoe', enablePersonalization: true }
    expect(
      engine.search('products', params, { userToken: 'u1' }).hits.map((h) => h.objectID),
    ).toEqual(['c', 'a', 'b'])
    expect(
      engine.search('products', { ...params, personalizationImpact: 0 }, { userToken: 'u1' })
        .hits[0]!.objectID,
    ).toBe('b')
    expect(engine.search('products', params, { userToken: 'u2' }).hits[0]!.objectID).toBe('b')
    expect(
      engine.search('products', { query: 'shoe' }, { userToken: 'u1' }).hits[0]!.objectID,
    ).toBe('b')
    expect(engine.search('products', { ...params, userToken: 'u1' }).hits[0]!.objectID).toBe('c')
  })

  it('boosts optional filters through the filters criterion', () => {
    const engine = products()
    expect(
      engine.search('products', { query: 'shoe', optionalFilters: ['brand:Y'] }).hits[0]!.objectID,
    ).toBe('b')
    expect(
      engine
        .search('products', { query: 'shoe', optionalFilters: ['brand:X<score=2>'] })
        .hits.map((h) => h.objectID),
    ).toEqual(['c', 'a', 'b'])
  })

  it('returns renderingContent and userData from settings', () => {
    const engine = products()
    const renderingContent = { facetOrdering: { facets: { order: ['brand'] } } }
    engine.setSettings('products', { renderingContent, userData: { banner: 'x' } })
    const response = engine.search('products', {})
    expect(response.renderingContent).toEqual(renderingContent)
    expect(response.userData).toEqual({ banner: 'x' })
  })
})
