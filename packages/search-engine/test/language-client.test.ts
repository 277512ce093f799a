import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectValidSchema } from './openapi'
import { startTestServer, type TestServer } from './support/test-server'

let t: TestServer
const INDEX = 'language_shop'
const RECORDS = [
  { objectID: 'fan', name: 'Desk fan', price: 30, kind: 'fan' },
  { objectID: 'fans', name: 'Ceiling fans pack', price: 90, kind: 'fan' },
  { objectID: 'man', name: 'Man watch', price: 120, kind: 'watch' },
  { objectID: 'men', name: 'Watch for men', price: 80, kind: 'watch' },
  { objectID: 'dress', name: 'Summer dress', price: 50, kind: 'dress' },
  { objectID: 'case', name: 'Phone case with the adapter', price: 15, kind: 'case' },
  { objectID: 'adapter', name: 'Travel adapter', price: 10, kind: 'adapter' },
  { objectID: 'speaker', name: 'Bluetooth speakers', price: 5, kind: 'speaker' },
  { objectID: 'sneaker', name: 'Running sneakers', price: 70, kind: 'shoe' },
  { objectID: 'leather', name: 'Leather boots', price: 100, kind: 'shoe', material: 'leathr' },
]
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID)

async function search(params: Record<string, unknown>, indexName = INDEX) {
  return t.admin().searchSingleIndex({ indexName, searchParams: params })
}

beforeAll(async () => {
  t = await startTestServer()
  const client = t.admin()
  await client.setSettings({
    indexName: INDEX,
    indexSettings: {
      searchableAttributes: ['name', 'material'],
      replicas: ['virtual(language_shop_price_asc)'],
    },
  })
  await client.saveObjects({ indexName: INDEX, objects: RECORDS })
  await client.setSettings({
    indexName: 'language_shop_price_asc',
    indexSettings: { customRanking: ['asc(price)'], relevancyStrictness: 100 },
  })
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('plurals, stop words and advanced syntax through the official client', () => {
  it('matches singular and plural forms (regular and irregular) with ignorePlurals', async () => {
    expect(ids(await search({ query: 'fans', ignorePlurals: true })).sort()).toEqual([
      'fan',
      'fans',
    ])
    expect(
      ids(await search({ query: 'fans', ignorePlurals: false, typoTolerance: false })),
    ).toEqual(['fans'])
    expect(ids(await search({ query: 'men', ignorePlurals: ['en'] })).sort()).toEqual([
      'man',
      'men',
    ])
    expect(ids(await search({ query: 'dresses', ignorePlurals: true }))).toEqual(['dress'])
  })

  it('highlights a plural form as a match of the query word', async () => {
    const res = await search({
      query: 'fans',
      ignorePlurals: true,
      attributesToHighlight: ['name'],
    })
    expectValidSchema('searchResponse', res)
    const fan = res.hits.find((h) => h.objectID === 'fan')!
    expect(fan._highlightResult).toMatchObject({
      name: { value: 'Desk <em>fan</em>', matchLevel: 'full', matchedWords: ['fans'] },
    })
  })

  it('counts plural matches as exact unless alternativesAsExact leaves them out', async () => {
    const exact = await search({ query: 'fans', ignorePlurals: true, getRankingInfo: true })
    expect(exact.hits.every((h) => h._rankingInfo?.nbExactWords === 1)).toBe(true)
    const strict = await search({
      query: 'fans',
      ignorePlurals: true,
      alternativesAsExact: [],
      exactOnSingleWordQuery: 'word',
      getRankingInfo: true,
    })
    expect(strict.hits.find((h) => h.objectID === 'fan')?._rankingInfo?.nbExactWords).toBe(0)
    expect(ids(strict)[0]).toBe('fans')
  })

  it('drops stop words from the query with removeStopWords (never the prefix word)', async () => {
    expect(ids(await search({ query: 'watch for the man' }))).toEqual([])
    const res = await search({ query: 'the watch for man', removeStopWords: true })
    expect(ids(res)).toEqual(['man'])
    expect(ids(await search({ query: 'watch for', removeStopWords: true }))).toEqual(['men'])
  })

  it('requires quoted phrases to be consecutive and drops excluded words', async () => {
    const phrase = await search({ query: '"phone case"', advancedSyntax: true })
    expect(ids(phrase)).toEqual(['case'])
    const broken = await search({ query: '"case phone"', advancedSyntax: true })
    expect(ids(broken)).toEqual([])
    const excluded = await search({ query: 'adapter -phone', advancedSyntax: true })
    expect(ids(excluded)).toEqual(['adapter'])
    const plain = await search({ query: 'adapter -phone', advancedSyntax: false })
    expect(ids(plain)).toEqual(['case'])
  })

  it('applies exactOnSingleWordQuery and disableTypoToleranceOnAttributes', async () => {
    const client = t.admin()
    await client.saveObjects({
      indexName: 'exact_shop',
      objects: [
        { objectID: 'word', name: 'Fan desk', sales: 2 },
        { objectID: 'whole', name: 'Fan', sales: 1 },
      ],
    })
    // Custom ranking (after exact) orders the records whenever exact leaves them tied.
    await client.setSettings({
      indexName: 'exact_shop',
      indexSettings: { customRanking: ['desc(sales)'] },
    })
    const order = async (mode: 'attribute' | 'word' | 'none') =>
      ids(await search({ query: 'fan', exactOnSingleWordQuery: mode }, 'exact_shop'))
    expect(await order('attribute')).toEqual(['whole', 'word'])
    expect(await order('word')).toEqual(['word', 'whole'])
    expect(await order('none')).toEqual(['word', 'whole'])
    expect(ids(await search({ query: 'leather' })).sort()).toEqual(['leather'])
    expect(ids(await search({ query: 'leathr' })).sort()).toEqual(['leather'])
    const off = (attributes: string[]) =>
      search({ query: 'leathar', disableTypoToleranceOnAttributes: attributes })
    expect(ids(await off(['material']))).toEqual(['leather'])
    expect(ids(await off(['name', 'material']))).toEqual([])
  })

  it('keeps only relevant hits on a virtual replica sorted by price (relevancyStrictness)', async () => {
    const sorted = await search({ query: 'sneakers' }, 'language_shop_price_asc')
    expect(ids(sorted)).toEqual(['sneaker'])
    const loose = await search(
      { query: 'sneakers', relevancyStrictness: 0 },
      'language_shop_price_asc',
    )
    expect(ids(loose)).toEqual(['speaker', 'sneaker'])
    const browse = await search({ query: '' }, 'language_shop_price_asc')
    expect(ids(browse).slice(0, 3)).toEqual(['speaker', 'adapter', 'case'])
  })
})
