import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// A search key sorting on a hidden attribute learns the order of its values: `ranking` is a setting
// on Algolia (scope "settings"), the spec lists it among search parameters too, so a query-time
// `ranking: ["asc(cost)"]` with cost in unretrievableAttributes answered the records by cost.
// Recommend's fallbackParameters (the spec's schema takes every index setting) lifted the setting
// outright: `unretrievableAttributes: []` answered the hidden costs.

let t: TestServer
const records = [
  { objectID: 'a', name: 'oak lamp', cost: 30, supplier: { name: 'x', margin: 3 } },
  { objectID: 'b', name: 'red lamp', cost: 10, supplier: { name: 'y', margin: 1 } },
  { objectID: 'c', name: 'big lamp', cost: 20, supplier: { name: 'z', margin: 2 } },
]

beforeAll(async () => {
  t = await startServerWithIndex('shop', records, {
    searchableAttributes: ['name'],
    unretrievableAttributes: ['cost', 'supplier.margin'],
    customRanking: ['desc(cost)'],
    replicas: ['shop_cost_asc'],
  })
  const admin = t.admin()
  const { taskID } = await admin.setSettings({
    indexName: 'shop_cost_asc',
    indexSettings: { ranking: ['asc(cost)', 'typo', 'words', 'proximity', 'attribute', 'exact'] },
  })
  await admin.waitForTask({ indexName: 'shop_cost_asc', taskID })
})
afterAll(() => t.close())

async function post(path: string, body: unknown, key = TEST_KEYS.searchKey) {
  const res = await t.request(path, { key, method: 'POST', body: JSON.stringify(body) })
  return { status: res.status, text: await res.text() }
}

const ids = (text: string) =>
  (JSON.parse(text) as { hits: Array<{ objectID: string }> }).hits.map((h) => h.objectID)

describe('a search key sorting on hidden attributes', () => {
  it.each([['asc(cost)'], ['desc(cost)'], ['asc(supplier.margin)'], ['desc(supplier)']])(
    'ranking %s answers 400 naming the parameter',
    async (criterion) => {
      const { status, text } = await post('/1/indexes/shop/query', {
        query: 'lamp',
        ranking: [criterion, 'typo'],
      })
      expect(status).toBe(400)
      expect(JSON.parse(text)).toEqual({
        message: `Invalid value for ranking: "${criterion}" sorts on an attribute that is not retrievable`,
        status: 400,
      })
    },
  )

  it('is refused in every search the search key runs, through the official client', async () => {
    const client = t.searchOnly()
    const search = client.search({
      requests: [
        { indexName: 'shop', query: 'lamp' },
        { indexName: 'shop', query: 'lamp', ranking: ['asc(cost)'] },
      ],
    })
    await expect(search).rejects.toMatchObject({
      status: 400,
      message:
        'requests[1]: Invalid value for ranking: "asc(cost)" sorts on an attribute that is not retrievable',
    })
    const facets = await post('/1/indexes/shop/facets/name/query', { ranking: ['desc(cost)'] })
    expect(facets.status).toBe(400)
  })

  it('a query-time sort on a retrievable attribute, and the settings, apply as before', async () => {
    const sorted = await post('/1/indexes/shop/query', {
      query: 'lamp',
      ranking: ['asc(name)', 'typo'],
    })
    expect(ids(sorted.text)).toEqual(['c', 'a', 'b'])
    // customRanking desc(cost) and the replica sorted by cost are the shop's choice.
    expect(ids((await post('/1/indexes/shop/query', { query: 'lamp' })).text)).toEqual([
      'a',
      'c',
      'b',
    ])
    const replica = await post('/1/indexes/shop_cost_asc/query', { query: 'lamp' })
    expect(ids(replica.text)).toEqual(['b', 'c', 'a'])
    expect(replica.text).not.toContain('"cost"')
  })

  it('the admin key may sort on any attribute', async () => {
    const { status, text } = await post(
      '/1/indexes/shop/query',
      { query: 'lamp', ranking: ['asc(cost)'] },
      TEST_KEYS.adminKey,
    )
    expect(status).toBe(200)
    expect(ids(text)).toEqual(['b', 'c', 'a'])
  })

  it.each([['customRanking'], ['unretrievableAttributes']])(
    'cannot send %s with a search',
    async (name) => {
      const value = name === 'customRanking' ? ['asc(cost)'] : []
      const { status, text } = await post('/1/indexes/shop/query', { query: 'lamp', [name]: value })
      expect(status).toBe(400)
      expect(JSON.parse(text)).toEqual({ message: `Unknown parameter: ${name}`, status: 400 })
    },
  )
})

describe("a search key's recommendations", () => {
  const recommend = (fallbackParameters: Record<string, unknown>, key = TEST_KEYS.searchKey) =>
    post(
      '/1/indexes/*/recommendations',
      {
        requests: [
          {
            indexName: 'shop',
            model: 'trending-items',
            threshold: 0,
            maxRecommendations: 3,
            fallbackParameters: { query: 'lamp', ...fallbackParameters },
          },
        ],
      },
      key,
    )

  it.each([
    ['unretrievableAttributes', []],
    ['customRanking', ['asc(cost)']],
    ['attributesForFaceting', ['cost']],
    ['numericAttributesForFiltering', ['cost']],
    ['attributeForDistinct', 'cost'],
  ])('cannot put %s in fallbackParameters', async (name, value) => {
    const { status, text } = await recommend({ [name]: value })
    expect(status).toBe(400)
    expect(JSON.parse(text)).toEqual({
      message: `requests[0].fallbackParameters: Unknown parameter: ${name}`,
      status: 400,
    })
    expect(text).not.toContain('"cost"')
  })

  it('cannot sort the fallback on a hidden attribute', async () => {
    const { status, text } = await recommend({ ranking: ['asc(cost)'] })
    expect(status).toBe(400)
    expect(JSON.parse(text).message).toBe(
      'requests[0].fallbackParameters: Invalid value for ranking: "asc(cost)" sorts on an attribute that is not retrievable',
    )
  })

  it('a fallback of search parameters is answered, hidden values kept hidden', async () => {
    const { status, text } = await recommend({ filters: 'NOT objectID:z' })
    expect(status).toBe(200)
    expect(JSON.parse(text).results[0].hits).toHaveLength(3)
    expect(text).not.toContain('"cost"')
  })

  it('the admin key keeps the fallback as before', async () => {
    const { status } = await recommend({ customRanking: ['asc(cost)'] }, TEST_KEYS.adminKey)
    expect(status).toBe(200)
  })
})
