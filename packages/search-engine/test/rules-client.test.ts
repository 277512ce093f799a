import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectValidResponse, expectValidSchema } from './openapi'
import { startTestServer, type TestServer } from './support/test-server'

let t: TestServer
const INDEX = 'rules_shop'
const RECORDS = [
  { objectID: 'p1', name: 'Blue phone case', brand: 'Acme', onSale: true, popularity: 5 },
  { objectID: 'p2', name: 'Red phone case', brand: 'Zen', onSale: false, popularity: 9 },
  { objectID: 'p3', name: 'Phone charger', brand: 'Acme', onSale: false, popularity: 7 },
  { objectID: 'p4', name: 'Desk lamp', brand: 'Lumo', onSale: true, popularity: 1 },
]
const ids = (res: { hits: Array<{ objectID: string }> }) => res.hits.map((h) => h.objectID)

async function search(params: Record<string, unknown>) {
  return t.admin().searchSingleIndex({ indexName: INDEX, searchParams: params })
}

beforeAll(async () => {
  t = await startTestServer()
  const client = t.admin()
  await client.setSettings({
    indexName: INDEX,
    indexSettings: {
      searchableAttributes: ['name', 'brand'],
      attributesForFaceting: ['brand', 'onSale'],
      customRanking: ['desc(popularity)'],
    },
  })
  await client.saveObjects({ indexName: INDEX, objects: RECORDS })
  await client.saveRules({
    indexName: INDEX,
    rules: [
      {
        objectID: 'sale',
        conditions: [{ pattern: 'sale', anchoring: 'contains' }],
        consequence: {
          params: { query: { remove: ['sale'] }, filters: 'onSale:true' },
          userData: { banner: 'Sale!' },
        },
      },
      {
        objectID: 'pin-charger',
        conditions: [{ pattern: 'phone case', anchoring: 'is' }],
        consequence: { promote: [{ objectID: 'p3', position: 0 }], hide: [{ objectID: 'p2' }] },
      },
      {
        objectID: 'help',
        conditions: [{ pattern: 'help', anchoring: 'is' }],
        consequence: {
          params: { renderingContent: { redirect: { url: 'https://example.com/help' } } },
        },
      },
      {
        objectID: 'brand',
        conditions: [{ pattern: '{facet:brand}', anchoring: 'startsWith' }],
        consequence: { params: { automaticFacetFilters: [{ facet: 'brand' }] } },
      },
      {
        objectID: 'mobile-only',
        conditions: [{ pattern: 'lamp', anchoring: 'endsWith', context: 'mobile' }],
        consequence: { userData: { mobile: true } },
      },
      {
        objectID: 'expired',
        conditions: [{ pattern: 'lamp', anchoring: 'is' }],
        consequence: { hide: [{ objectID: 'p4' }] },
        validity: [{ from: 0, until: 1000 }],
      },
      {
        objectID: 'filtered',
        conditions: [{ filters: 'brand:Lumo' }],
        consequence: { userData: { lumo: true } },
      },
    ],
  })
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('query rules through the official v5 client', () => {
  it('edits the query, adds filters and returns userData and appliedRules', async () => {
    const res = await search({ query: 'phone sale' })
    expectValidSchema('searchResponse', res)
    expect(ids(res)).toEqual(['p1'])
    expect(res.userData).toEqual([{ banner: 'Sale!' }])
    expect(res.appliedRules).toEqual([{ objectID: 'sale' }])
    expect(res.query).toBe('phone sale')
  })

  it('pins and hides records for an exact pattern only', async () => {
    expect(ids(await search({ query: 'phone case' }))).toEqual(['p3', 'p1'])
    expect(ids(await search({ query: 'blue phone case' }))).toEqual(['p1'])
  })

  it('returns a redirect in renderingContent', async () => {
    const res = await search({ query: 'help' })
    expect(res.renderingContent?.redirect).toEqual({ url: 'https://example.com/help' })
  })

  it('turns a facet placeholder into a facet filter and removes the value from the query', async () => {
    const res = await search({ query: 'acme phone' })
    expect(ids(res).sort()).toEqual(['p1', 'p3'])
    expect(res.appliedRules).toEqual([{ objectID: 'brand' }])
  })

  it('applies context-bound rules only with that rule context', async () => {
    expect((await search({ query: 'desk lamp' })).userData).toBeUndefined()
    const mobile = await search({ query: 'desk lamp', ruleContexts: ['mobile'] })
    expect(mobile.userData).toEqual([{ mobile: true }])
  })

  it('ignores rules outside their validity range and rules switched off', async () => {
    expect(ids(await search({ query: 'lamp' }))).toEqual(['p4'])
    const off = await search({ query: 'phone sale', enableRules: false })
    expect(off.nbHits).toBe(0)
    expect(off.appliedRules).toBeUndefined()
  })

  it('matches a filters condition', async () => {
    const res = await search({ query: '', filters: 'brand:Lumo' })
    expect(res.userData).toEqual([{ lumo: true }])
  })

  it('gets, searches, deletes and clears rules', async () => {
    const client = t.admin()
    expect(await client.getRule({ indexName: INDEX, objectID: 'sale' })).toMatchObject({
      objectID: 'sale',
    })
    const found = await client.searchRules({
      indexName: INDEX,
      searchRulesParams: { query: 'sale' },
    })
    expectValidResponse('searchRules', found)
    expect(found.hits.map((r) => r.objectID)).toEqual(['sale'])
    const anchored = await client.searchRules({
      indexName: INDEX,
      searchRulesParams: { anchoring: 'endsWith' },
    })
    expect(anchored.hits.map((r) => r.objectID)).toEqual(['mobile-only'])
    const saved = await client.saveRule({
      indexName: INDEX,
      objectID: 'temp',
      rule: { objectID: 'temp', consequence: { userData: { x: 1 } } },
    })
    expectValidResponse('saveRule', saved)
    await client.deleteRule({ indexName: INDEX, objectID: 'temp' })
    await expect(client.getRule({ indexName: INDEX, objectID: 'temp' })).rejects.toMatchObject({
      status: 404,
    })
    await client.clearRules({ indexName: INDEX })
    expect((await client.searchRules({ indexName: INDEX, searchRulesParams: {} })).nbHits).toBe(0)
  })

  it('refuses a malformed rule with a 400 in Algolia shape', async () => {
    const res = await t.request(`/1/indexes/${INDEX}/rules/bad`, {
      method: 'PUT',
      body: JSON.stringify({ conditions: [{ anchoring: 'sideways' }], consequence: {} }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ status: 400 })
  })
})
