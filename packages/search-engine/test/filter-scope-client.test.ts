import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// What a search key may filter and search on, as Algolia decides it: value filters only on
// attributes declared in attributesForFaceting (objectID and _tags need no declaration),
// numeric comparisons on any attribute, and restrictSearchableAttributes within the searchable
// attributes. Before, a search key could probe an undeclared, unretrievable attribute's values
// with a filter, and search inside it by restricting the search to it.

let t: TestServer

const RECORDS = [
  {
    objectID: 'Lamp-1',
    name: 'oak lamp',
    brand: 'Acme',
    colour: 'red',
    price: 30,
    _tags: ['new'],
    supplier: 'Margins Ltd',
  },
  {
    objectID: 'lamp-2',
    name: 'pine lamp',
    brand: 'Zeta',
    colour: 'blue',
    price: 50,
    supplier: 'x',
  },
  {
    objectID: 'lamp-3',
    name: 'steel lamp',
    brand: 'Acme',
    colour: 'red',
    price: 70,
    supplier: 'y',
  },
]

beforeAll(async () => {
  t = await startServerWithIndex('shop', RECORDS, {
    searchableAttributes: ['name'],
    attributesForFaceting: ['brand', 'filterOnly(price)'],
    unretrievableAttributes: ['supplier'],
  })
  const admin = t.admin()
  const open = await admin.saveObjects({ indexName: 'open', objects: RECORDS })
  await admin.waitForTask({ indexName: 'open', taskID: open[0]!.taskID })
})
afterAll(() => t.close())

async function ids(params: Record<string, unknown>, indexName = 'shop'): Promise<string[]> {
  const { hits } = await t.searchOnly().searchSingleIndex({ indexName, searchParams: params })
  return hits.map((hit) => hit.objectID).sort()
}

describe('value filters need a declared attribute', () => {
  it('a declared attribute filters, with filters, facetFilters and optionalFilters', async () => {
    expect(await ids({ filters: 'brand:acme' })).toEqual(['Lamp-1', 'lamp-3'])
    expect(await ids({ facetFilters: [['brand:Zeta']] })).toEqual(['lamp-2'])
    expect(await ids({ filters: 'price:30 TO 50' })).toEqual(['Lamp-1', 'lamp-2'])
    const { hits } = await t.searchOnly().searchSingleIndex({
      indexName: 'shop',
      searchParams: { optionalFilters: ['brand:Zeta'], getRankingInfo: true },
    })
    expect(hits[0]!.objectID).toBe('lamp-2')
  })

  it('an undeclared attribute matches no record, whatever its values', async () => {
    expect(await ids({ filters: 'colour:red' })).toEqual([])
    expect(await ids({ facetFilters: ['colour:red'] })).toEqual([])
    expect(await ids({ filters: 'NOT colour:red' })).toEqual(['Lamp-1', 'lamp-2', 'lamp-3'])
  })

  it('an unretrievable, undeclared attribute cannot be probed by value', async () => {
    expect(await ids({ filters: 'supplier:"Margins Ltd"' })).toEqual([])
    expect(await ids({ facetFilters: ['supplier:Margins Ltd'] })).toEqual([])
    const { hits } = await t.searchOnly().searchSingleIndex({
      indexName: 'shop',
      searchParams: { optionalFilters: ['supplier:Margins Ltd'], getRankingInfo: true },
    })
    expect(hits.map((hit) => hit._rankingInfo?.filters)).toEqual([0, 0, 0])
  })

  it('a query cannot declare attributes for itself', async () => {
    for (const params of [
      { filters: 'supplier:"Margins Ltd"', attributesForFaceting: ['supplier'] },
      { params: 'filters=supplier%3AMargins&attributesForFaceting=%5B%22supplier%22%5D' },
    ]) {
      const res = await t.request('/1/indexes/shop/query', {
        key: TEST_KEYS.searchKey,
        method: 'POST',
        body: JSON.stringify(params),
      })
      const body = (await res.json()) as { nbHits?: number }
      if (res.status === 200) expect(body.nbHits).toBe(0)
      else expect(res.status).toBe(400)
    }
  })

  it('numeric comparisons work on any attribute, declared or not', async () => {
    expect(await ids({ numericFilters: ['price > 40'] })).toEqual(['lamp-2', 'lamp-3'])
    expect(await ids({ numericFilters: ['price > 40'] }, 'open')).toEqual(['lamp-2', 'lamp-3'])
  })

  it('objectID and _tags filter without a declaration; objectID is case-sensitive', async () => {
    expect(await ids({ filters: 'objectID:Lamp-1' })).toEqual(['Lamp-1'])
    expect(await ids({ filters: 'objectID:lamp-1' })).toEqual([])
    expect(await ids({ facetFilters: ['objectID:-lamp-2'] })).toEqual(['Lamp-1', 'lamp-3'])
    expect(await ids({ tagFilters: ['new'] })).toEqual(['Lamp-1'])
  })

  it('deleteBy removes by declared attributes only', async () => {
    const admin = t.admin()
    const none = await admin.deleteBy({
      indexName: 'open',
      deleteByParams: { filters: 'brand:Zeta' },
    })
    await admin.waitForTask({ indexName: 'open', taskID: none.taskID })
    expect(await ids({}, 'open')).toHaveLength(3)
    await admin.setSettings({
      indexName: 'open',
      indexSettings: { attributesForFaceting: ['brand'] },
    })
    const some = await admin.deleteBy({
      indexName: 'open',
      deleteByParams: { filters: 'brand:Zeta' },
    })
    await admin.waitForTask({ indexName: 'open', taskID: some.taskID })
    expect(await ids({}, 'open')).toEqual(['Lamp-1', 'lamp-3'])
  })
})

describe('numericAttributesForFiltering', () => {
  it('limits numeric comparisons to the listed attributes, equalOnly ones to = and !=', async () => {
    const admin = t.admin()
    const saved = await admin.saveObjects({
      indexName: 'numbers',
      objects: [
        { objectID: 'a', cost: 12, stock: 3, rating: 4, price: 30 },
        { objectID: 'b', cost: 70, stock: 0, rating: 2, price: 50 },
      ],
    })
    await admin.waitForTask({ indexName: 'numbers', taskID: saved[0]!.taskID })
    const set = await admin.setSettings({
      indexName: 'numbers',
      indexSettings: {
        attributesForFaceting: ['filterOnly(price)'],
        numericAttributesForFiltering: ['equalOnly(stock)', 'rating'],
        unretrievableAttributes: ['cost'],
      },
    })
    await admin.waitForTask({ indexName: 'numbers', taskID: set.taskID })
    const idsOf = (params: Record<string, unknown>) => ids(params, 'numbers')
    // An unretrievable number can no longer be found out by halving ranges.
    expect(await idsOf({ numericFilters: ['cost < 50'] })).toEqual([])
    expect(await idsOf({ filters: 'cost:0 TO 100' })).toEqual([])
    expect(await idsOf({ numericFilters: ['stock = 3'] })).toEqual(['a'])
    expect(await idsOf({ numericFilters: ['stock != 3'] })).toEqual(['b'])
    expect(await idsOf({ numericFilters: ['stock > 1'] })).toEqual([])
    expect(await idsOf({ filters: 'rating:3 TO 5' })).toEqual(['a'])
    expect(await idsOf({ numericFilters: ['price >= 40'] })).toEqual(['b'])
    // Nor can a query lift the setting.
    const res = await t.request('/1/indexes/numbers/query', {
      key: TEST_KEYS.searchKey,
      method: 'POST',
      body: JSON.stringify({ numericFilters: ['cost < 50'], numericAttributesForFiltering: [] }),
    })
    const body = (await res.json()) as { nbHits?: number }
    if (res.status === 200) expect(body.nbHits).toBe(0)
    else expect(res.status).toBe(400)
  })
})

describe('restrictSearchableAttributes stays within the searchable attributes', () => {
  it('restricting to an attribute that is not searchable finds nothing', async () => {
    expect(await ids({ query: 'margins' })).toEqual([])
    expect(await ids({ query: 'margins', restrictSearchableAttributes: ['supplier'] })).toEqual([])
    expect(await ids({ query: 'acme', restrictSearchableAttributes: ['brand'] })).toEqual([])
  })

  it('restricting to a searchable attribute searches it', async () => {
    expect(await ids({ query: 'oak', restrictSearchableAttributes: ['name'] })).toEqual(['Lamp-1'])
  })

  it('without a searchableAttributes setting, a restriction searches the named attributes only', async () => {
    expect(await ids({ query: 'acme' }, 'open')).toEqual(['Lamp-1', 'lamp-3'])
    expect(await ids({ query: 'acme', restrictSearchableAttributes: ['name'] }, 'open')).toEqual([])
    expect(await ids({ query: 'acme', restrictSearchableAttributes: ['brand'] }, 'open')).toEqual([
      'Lamp-1',
      'lamp-3',
    ])
    expect(
      await ids({ query: 'lamp', restrictSearchableAttributes: ['objectID'] }, 'open'),
    ).toEqual([])
  })
})
