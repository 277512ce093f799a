import { searchClient } from '@algolia/client-search'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ count: 20 })
}, 60_000)

const INVALID = { message: 'Invalid Application-ID or API key', status: 403 }

describe('credentials', () => {
  it('reads credentials from headers', async () => {
    expect((await t.call('/1/indexes/products/query', { body: {} })).status).toBe(200)
  })

  it('reads credentials from the query string, in any letter case', async () => {
    const variants = [
      `x-algolia-application-id=${TEST_KEYS.appId}&x-algolia-api-key=${TEST_KEYS.searchKey}`,
      `X-Algolia-Application-Id=${TEST_KEYS.appId}&X-Algolia-API-Key=${TEST_KEYS.searchKey}`,
      `X-ALGOLIA-APPLICATION-ID=${TEST_KEYS.appId}&x-AlGoLiA-aPi-KeY=${TEST_KEYS.searchKey}&x-algolia-agent=Browser`,
    ]
    for (const query of variants) {
      const response = await t.call(`/1/indexes/products/query?${query}`, { body: {}, key: null })
      expect(response.status).toBe(200)
    }
  })

  it('answers wrong or missing credentials with 403 in Algolia shape', async () => {
    const cases = [
      t.call('/1/indexes/products/query', { body: {}, key: 'wrong' }),
      t.call('/1/indexes/products/query', { body: {}, key: null }),
      t.call('/1/indexes/products/query', {
        body: {},
        key: null,
        headers: { 'x-algolia-application-id': 'OTHER', 'x-algolia-api-key': TEST_KEYS.adminKey },
      }),
      t.call('/1/indexes', { key: `${TEST_KEYS.adminKey}x` }),
    ]
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual(INVALID)
    }
  })

  it('lets the search-only key read but not write, list or configure', async () => {
    const key = TEST_KEYS.searchKey
    expect(
      (
        await t.call('/1/indexes/*/queries', {
          body: { requests: [{ indexName: 'products' }] },
          key,
        })
      ).status,
    ).toBe(200)
    expect((await t.call('/1/indexes/products/p00001', { key })).status).toBe(200)
    const denied = [
      t.call('/1/indexes/products/batch', { body: { requests: [] }, key }),
      t.call('/1/indexes/products/p00001', { method: 'PUT', body: { a: 1 }, key }),
      t.call('/1/indexes/products/p00001', { method: 'DELETE', key }),
      t.call('/1/indexes/products/settings', { method: 'PUT', body: {}, key }),
      t.call('/1/indexes/products/settings', { key }),
      t.call('/1/indexes/products/clear', { method: 'POST', key }),
      t.call('/1/indexes/products', { method: 'DELETE', key }),
      t.call('/1/indexes', { key }),
    ]
    for (const response of await Promise.all(denied)) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        message: 'Method not allowed with this API key',
        status: 403,
      })
    }
    expect(t.engine.getObject('products', 'p00001')).toBeDefined()
  })
})

describe('credentials through the official client', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  it('reports a wrong key as a final 403 (no retry), with the message', async () => {
    const client = searchClient(TEST_KEYS.appId, 'bad-key', { hosts: server.hosts })
    await expect(client.listIndices()).rejects.toMatchObject({
      status: 403,
      message: INVALID.message,
    })
  })

  it('refuses writes with the search-only key', async () => {
    await expect(
      server.searchOnly().saveObject({ indexName: 'x', body: { objectID: '1' } }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
