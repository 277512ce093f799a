import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

// Routes of the contract the engine does not serve (API keys, dictionaries, logs, security
// sources, clusters, Recommend rules) answer in Algolia's shape as their ACL says: a key without
// it gets 403, the admin key a 404 naming the route; never a bare 404 whatever the key.
let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
}, 60_000)

afterAll(async () => {
  await t?.close()
})

type Call = (client: ReturnType<TestServer['admin']>) => Promise<unknown>

const adminOnly: Array<[string, Call]> = [
  ['listApiKeys', (c) => c.listApiKeys()],
  ['addApiKey', (c) => c.addApiKey({ acl: ['search'] })],
  ['deleteApiKey', (c) => c.deleteApiKey({ key: 'abc' })],
  ['getDictionarySettings', (c) => c.getDictionarySettings()],
  [
    'searchDictionaryEntries',
    (c) =>
      c.searchDictionaryEntries({
        dictionaryName: 'stopwords',
        searchDictionaryEntriesParams: { query: 'the' },
      }),
  ],
  ['getDictionaryLanguages', (c) => c.getDictionaryLanguages()],
  ['getLogs', (c) => c.getLogs()],
  ['getSources', (c) => c.getSources()],
  ['listClusters', (c) => c.listClusters()],
]

async function failure(call: Promise<unknown>): Promise<{ status?: number; message?: string }> {
  return call.then(
    () => ({}),
    (error: { status?: number; message?: string }) => error,
  )
}

describe('routes of the contract the engine does not serve', () => {
  it('answer the search key 403, as a key without the ACL', async () => {
    for (const [name, call] of adminOnly) {
      const error = await failure(call(t.searchOnly()))
      expect([name, error.status, error.message]).toEqual([
        name,
        403,
        'Method not allowed with this API key',
      ])
    }
  })

  it('answer the admin key 404 naming the route', async () => {
    for (const [name, call] of adminOnly) {
      const error = await failure(call(t.admin()))
      expect([name, error.status]).toEqual([name, 404])
      expect(error.message).toMatch(/is not served by this engine$/)
    }
  })

  it('answer a wrong key 403 and Recommend rules as their ACL says', async () => {
    const res = await t.request('/1/keys', { key: 'not-a-key' })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 })
    const rules = '/1/indexes/products/bought-together/recommend/rules/search'
    const asSearch = await t.request(rules, {
      key: TEST_KEYS.searchKey,
      method: 'POST',
      body: '{}',
    })
    expect(asSearch.status).toBe(403)
    const asAdmin = await t.request(rules, { method: 'POST', body: '{}' })
    expect(await asAdmin.json()).toEqual({
      message:
        'POST /1/indexes/:indexName/:model/recommend/rules/search is not served by this engine',
      status: 404,
    })
  })
})
