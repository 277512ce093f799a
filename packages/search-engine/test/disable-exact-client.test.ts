import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithIndex, type TestServer } from './support/test-server'

// `disableExactOnAttributes`: a word matched in a listed attribute does not count as exact, so
// the `exact` criterion stops favouring it and the next criterion (here custom ranking) decides.
let t: TestServer
const INDEX = 'disable_exact_shop'
const order = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID)

async function search(params: Record<string, unknown>) {
  return t.admin().searchSingleIndex({ indexName: INDEX, searchParams: params })
}

beforeAll(async () => {
  t = await startServerWithIndex(
    INDEX,
    [
      // Exact in `keywords`, but the less popular record.
      { objectID: 'exact', keywords: 'phone', title: 'Slim case', sales: 1 },
      { objectID: 'prefix', keywords: 'phones', title: 'Red case', sales: 100 },
      { objectID: 'exact-pair', keywords: 'blue phone', title: 'Cable', sales: 2 },
      { objectID: 'prefix-pair', keywords: 'blue phones', title: 'Charger', sales: 200 },
    ],
    {
      searchableAttributes: ['keywords', 'title'],
      customRanking: ['desc(sales)'],
      ignorePlurals: false,
    },
  )
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('disableExactOnAttributes, through the official client', () => {
  it('lets the exact match win by default', async () => {
    expect(order(await search({ query: 'phone' })).slice(0, 2)).toEqual(['exact', 'prefix'])
    expect(order(await search({ query: 'blue phone' }))).toEqual(['exact-pair', 'prefix-pair'])
  })

  it('counts matches in a listed attribute as not exact, in a query or in the settings', async () => {
    const listed = { disableExactOnAttributes: ['keywords'] }
    expect(order(await search({ query: 'phone', ...listed })).slice(0, 2)).toEqual([
      'prefix',
      'exact',
    ])
    expect(order(await search({ query: 'blue phone', ...listed }))).toEqual([
      'prefix-pair',
      'exact-pair',
    ])
    const res = await search({ query: 'blue phone', getRankingInfo: true, ...listed })
    expect(res.hits.map((h) => h._rankingInfo?.nbExactWords)).toEqual([0, 0])
    await t
      .admin()
      .setSettings({
        indexName: INDEX,
        indexSettings: {
          searchableAttributes: ['keywords', 'title'],
          customRanking: ['desc(sales)'],
          ignorePlurals: false,
          ...listed,
        },
      })
      .then((r) => t.admin().waitForTask({ indexName: INDEX, taskID: r.taskID }))
    expect(order(await search({ query: 'blue phone' }))).toEqual(['prefix-pair', 'exact-pair'])
    // Another attribute is not affected.
    expect(
      order(await search({ query: 'phone', disableExactOnAttributes: ['title'] })).slice(0, 2),
    ).toEqual(['exact', 'prefix'])
  })

  it('refuses a list that is not of strings with a 400', async () => {
    await expect(search({ query: 'phone', disableExactOnAttributes: [1] })).rejects.toMatchObject({
      status: 400,
    })
  })
})
