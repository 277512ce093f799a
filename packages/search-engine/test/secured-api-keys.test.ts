import { createHmac } from 'node:crypto'
import { searchClient, type SecuredApiKeyRestrictions } from '@algolia/client-search'
import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KEY_EXPIRED, SOURCE_NOT_ALLOWED } from '../src/server/secured-auth'
import { INDEX_NOT_ALLOWED } from '../src/server/params/secured-params'
import type { InsightsEvent } from '../src/insights/types'
import { recommenderRuntime } from '../src/recommend/runtime-scope'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

// Secured API keys, as Algolia's generateSecuredApiKey builds them: the search-only key is their
// parent, and their restrictions hold whatever the request asks.

let t: TestServer
const products = [
  { objectID: 'a1', name: 'lamp', owner: 'alice', brand: 'acme' },
  { objectID: 'a2', name: 'desk lamp', owner: 'alice', brand: 'zen' },
  { objectID: 'b1', name: 'lamp shade', owner: 'bob', brand: 'acme' },
]

beforeAll(async () => {
  t = await startTestServer()
  const admin = t.admin()
  const indexSettings = {
    searchableAttributes: ['name'],
    attributesForFaceting: ['searchable(owner)', 'brand'],
  }
  for (const indexName of ['products', 'products_fr', 'orders_private']) {
    await admin.setSettings({ indexName, indexSettings })
    const [saved] = await admin.saveObjects({ indexName, objects: products })
    await admin.waitForTask({ indexName, taskID: saved!.taskID })
  }
})

afterAll(async () => {
  await t.close()
})

// The helpers are in the client's Node build (the one these tests run); its browser types, which
// TypeScript resolves here, leave them out.
interface SecuredKeyHelpers {
  generateSecuredApiKey(args: {
    parentApiKey: string
    restrictions: SecuredApiKeyRestrictions
  }): string
  getSecuredApiKeyRemainingValidity(args: { securedApiKey: string }): number
}

const helpers = () => t.admin() as unknown as SecuredKeyHelpers

function secured(
  restrictions: SecuredApiKeyRestrictions,
  parentApiKey = TEST_KEYS.searchKey,
): string {
  return helpers().generateSecuredApiKey({ parentApiKey, restrictions })
}

function clientWith(apiKey: string) {
  return searchClient(TEST_KEYS.appId, apiKey, { hosts: t.hosts })
}

/** A key signed as the clients sign one, over any query string. */
function signed(query: string, parent = TEST_KEYS.searchKey): string {
  const hmac = createHmac('sha256', parent).update(query).digest('hex')
  return Buffer.from(hmac + query).toString('base64')
}

async function post(path: string, key: string, body: unknown) {
  const res = await t.request(path, { key, method: 'POST', body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const ids = (hits: Array<{ objectID: string }>) => hits.map((hit) => hit.objectID).sort()
const INVALID = { message: 'Invalid Application-ID or API key', status: 403 }

describe('secured API keys', () => {
  it("enforce the key's filters, ANDed with the request's, never overridden", async () => {
    const client = clientWith(secured({ filters: 'owner:alice' }))
    const all = await client.searchSingleIndex({
      indexName: 'products',
      searchParams: { query: 'lamp' },
    })
    expect(ids(all.hits)).toEqual(['a1', 'a2'])
    const narrowed = await client.searchSingleIndex({
      indexName: 'products',
      searchParams: { query: 'lamp', filters: 'brand:acme' },
    })
    expect(ids(narrowed.hits)).toEqual(['a1'])
    for (const searchParams of [
      { filters: 'owner:bob' },
      { filters: 'owner:bob OR owner:alice' },
      { filters: 'NOT owner:alice' },
      { facetFilters: ['owner:bob'] },
      { params: 'filters=owner%3Abob' },
    ]) {
      const res = await client.searchSingleIndex({ indexName: 'products', searchParams })
      expect(res.hits.map((hit) => hit.objectID)).not.toContain('b1')
    }
    // An attempt to close the key's parenthesis is a syntax error, not a way out.
    const escape = await post('/1/indexes/products/query', secured({ filters: 'owner:alice' }), {
      filters: 'owner:bob) OR (owner:bob',
    })
    expect(escape.status).toBe(400)
    const facets = await client.searchForFacetValues({ indexName: 'products', facetName: 'owner' })
    expect(facets.facetHits.map((hit) => hit.value)).toEqual(['alice'])
  })

  it('apply their other search parameters over the request', async () => {
    const client = clientWith(secured({ searchParams: { hitsPerPage: 1 } }))
    const res = await client.searchSingleIndex({
      indexName: 'products',
      searchParams: { query: 'lamp', hitsPerPage: 20 },
    })
    expect(res.hits).toHaveLength(1)
    expect(res.hitsPerPage).toBe(1)
  })

  // Algolia answers 400 with these words (its support article 35335250877329); this answered 403.
  it('expire at validUntil, answering 400 as Algolia does', async () => {
    const past = Math.floor(Date.now() / 1000) - 10
    const expired = await post('/1/indexes/products/query', secured({ validUntil: past }), {})
    expect(expired).toEqual({ status: 400, body: { message: KEY_EXPIRED, status: 400 } })
    const multi = await post('/1/indexes/*/queries', secured({ validUntil: past }), {
      requests: [{ indexName: 'products' }],
    })
    expect(multi).toEqual({ status: 400, body: { message: KEY_EXPIRED, status: 400 } })
    const future = Math.floor(Date.now() / 1000) + 3600
    const key = secured({ validUntil: future })
    expect(helpers().getSecuredApiKeyRemainingValidity({ securedApiKey: key })).toBeGreaterThan(0)
    const res = await clientWith(key).searchSingleIndex({ indexName: 'products' })
    expect(res.nbHits).toBe(3)
  })

  it('search only the indices of restrictIndices, in single and multi-queries', async () => {
    const key = secured({ restrictIndices: ['products*'] })
    const client = clientWith(key)
    for (const indexName of ['products', 'products_fr']) {
      expect((await client.searchSingleIndex({ indexName })).nbHits).toBe(3)
    }
    const refused = await post('/1/indexes/orders_private/query', key, {})
    expect(refused).toEqual({ status: 403, body: { message: INDEX_NOT_ALLOWED, status: 403 } })
    const both = await client.search({
      requests: [{ indexName: 'products' }, { indexName: 'products_fr', query: 'shade' }],
    })
    expect(both.results).toHaveLength(2)
    const mixed = await post('/1/indexes/*/queries', key, {
      requests: [{ indexName: 'products' }, { indexName: 'orders_private' }],
    })
    expect(mixed).toEqual({ status: 403, body: { message: INDEX_NOT_ALLOWED, status: 403 } })
    const facet = await post('/1/indexes/orders_private/facets/owner/query', key, {})
    expect(facet.status).toBe(403)
    const exact = secured({ restrictIndices: ['products'], filters: 'owner:bob' })
    const multi = await clientWith(exact).search({
      requests: [{ indexName: 'products', filters: 'owner:alice' }, { indexName: 'products' }],
    })
    const hits = multi.results.map((result) =>
      ids((result as { hits: Array<{ objectID: string }> }).hits),
    )
    expect(hits).toEqual([[], ['b1']])
    expect((await post('/1/indexes/products_fr/query', exact, {})).status).toBe(403)
  })

  it('check restrictSources against the client address', async () => {
    const local = await post(
      '/1/indexes/products/query',
      secured({ restrictSources: '127.0.0.1/32' }),
      {},
    )
    expect(local.status).toBe(200)
    const foreign = await post(
      '/1/indexes/products/query',
      secured({ restrictSources: '10.0.0.0/8' }),
      {},
    )
    expect(foreign).toEqual({ status: 403, body: { message: SOURCE_NOT_ALLOWED, status: 403 } })
  })

  it("use the key's userToken, whatever the request says", async () => {
    const key = secured({ userToken: 'user-42' })
    const res = await post('/1/indexes/products/query', key, { userToken: 'someone-else' })
    expect(res.status).toBe(200)
    expect(String(res.body.params)).toContain('userToken=user-42')
  })

  it('are read from the query string as a search key is', async () => {
    const key = secured({ filters: 'owner:bob' })
    const query = new URLSearchParams({
      'x-algolia-application-id': TEST_KEYS.appId,
      'x-algolia-api-key': key,
    })
    const res = await fetch(`${t.url}/1/indexes/products/query?${query}`, {
      method: 'POST',
      body: '{}',
    })
    expect(res.status).toBe(200)
    expect(ids(((await res.json()) as { hits: Array<{ objectID: string }> }).hits)).toEqual(['b1'])
  })

  it('hold the search key’s rights only, and never derive from the admin key', async () => {
    const child = secured({ filters: 'owner:alice' })
    expect((await t.request('/1/indexes/products/browse', { key: child })).status).toBe(403)
    expect((await t.request('/1/indexes/products/a1', { key: child })).status).toBe(403)
    const write = await t.request('/1/indexes/products/settings', {
      key: child,
      method: 'PUT',
      body: JSON.stringify({ searchableAttributes: ['owner'] }),
    })
    expect(write.status).toBe(403)
    const fromAdmin = secured({ filters: 'owner:alice' }, TEST_KEYS.adminKey)
    expect(await post('/1/indexes/products/query', fromAdmin, {})).toEqual({
      status: 403,
      body: INVALID,
    })
    const adminWrite = await t.request('/1/indexes/products/settings', {
      key: fromAdmin,
      method: 'PUT',
      body: JSON.stringify({ searchableAttributes: ['owner'] }),
    })
    expect(adminWrite.status).toBe(403)
    expect((await t.request('/1/indexes', { key: fromAdmin })).status).toBe(403)
  })

  it('refuse a tampered key', async () => {
    const key = secured({ filters: 'owner:alice' })
    const text = Buffer.from(key, 'base64').toString()
    const widened = Buffer.from(text.replace('alice', 'bob%20OR%20owner%3Aalice')).toString(
      'base64',
    )
    expect(await post('/1/indexes/products/query', widened, {})).toEqual({
      status: 403,
      body: INVALID,
    })
    const flipped = (text[0] === 'a' ? 'b' : 'a') + text.slice(1)
    const resigned = Buffer.from(flipped).toString('base64')
    expect(await post('/1/indexes/products/query', resigned, {})).toEqual({
      status: 403,
      body: INVALID,
    })
    const unrestricted = Buffer.from(text.slice(0, 64) + 'filters=').toString('base64')
    expect(await post('/1/indexes/products/query', unrestricted, {})).toEqual({
      status: 403,
      body: INVALID,
    })
  })

  it('answer hostile keys 403 in Algolia’s shape, never 5xx', async () => {
    const hostile = [
      '!!!!',
      'bm90IGEga2V5',
      Buffer.from('x'.repeat(64)).toString('base64'),
      Buffer.from('é'.repeat(80)).toString('base64'),
      'A'.repeat(15_000),
      signed(''),
      signed('__proto__=x'),
      signed('__proto__%5Bfilters%5D=x'),
      signed('constructor=1'),
      signed('toString=1'),
      signed('hasOwnProperty=x&filters=owner%3Aalice'),
      signed('filters=((('),
      signed('filters=owner%3Aalice&hitsPerPage=lots'),
      signed('validUntil=soon'),
      signed('validUntil=-5'),
      signed('restrictSources=not-an-ip'),
      signed('restrictSources=10.0.0.0%2F99'),
      signed('restrictIndices=a%2C%2Cb'),
      signed('userToken='),
      signed('facetFilters=' + '%5B'.repeat(200)),
      signed('x-algolia-api-key=x'),
      signed('=x'),
      signed('filters=owner%3Aalice').toLowerCase(),
      signed('filters=owner%3Aalice', 'another-key'),
    ]
    for (const key of hostile) {
      const res = await post('/1/indexes/products/query', key, {})
      expect(res, key.slice(0, 80)).toEqual({ status: 403, body: INVALID })
    }
    const malformed = signed('filters=owner%3Aalice&restrictIndices=products')
    expect((await post('/1/indexes/products/query', malformed, {})).status).toBe(200)
  })
})

describe('secured API keys on insights events', () => {
  const click = (index: string, userToken: string) => ({
    eventType: 'click' as const,
    eventName: 'Product Clicked',
    index,
    userToken,
    objectIDs: ['a1'],
  })

  function insightsWith(apiKey: string) {
    const options = { hosts: t.hosts, timeouts: { connect: 10_000, read: 30_000, write: 30_000 } }
    return algoliasearch(TEST_KEYS.appId, apiKey).initInsights({ options })
  }

  async function storedEventsOf(userToken: string): Promise<InsightsEvent[]> {
    const { app, engine, config } = t.server
    const runtime = await recommenderRuntime({ scope: app.scope, engine, dataDir: config.dataDir })
    await runtime.ready
    const found: InsightsEvent[] = []
    await runtime.log.scan({ event: (e) => e.userToken === userToken && found.push(e) })
    return found
  }

  it('are accepted, and events keep their own userToken', async () => {
    const key = secured({ restrictIndices: ['products*'], userToken: 'key-user' })
    const res = await insightsWith(key).pushEvents({
      events: [click('products', 'event-user-1'), click('products_fr', 'event-user-1')],
    })
    expect(res).toMatchObject({ status: 200, message: 'OK' })
    const stored = await storedEventsOf('event-user-1')
    expect(stored.map((event) => event.index).sort()).toEqual(['products', 'products_fr'])
    expect(await storedEventsOf('key-user')).toEqual([])
  })

  it('refuse a batch with an index outside restrictIndices, storing nothing', async () => {
    const key = secured({ restrictIndices: ['products'] })
    const refused = await post('/1/events', key, {
      events: [click('products', 'event-user-2'), click('orders_private', 'event-user-2')],
    })
    expect(refused).toEqual({ status: 403, body: { message: INDEX_NOT_ALLOWED, status: 403 } })
    await expect(
      insightsWith(key).pushEvents({ events: [click('products_fr', 'event-user-2')] }),
    ).rejects.toMatchObject({ status: 403, message: INDEX_NOT_ALLOWED })
    expect(await storedEventsOf('event-user-2')).toEqual([])
  })

  it('refuse an expired key, one from another network and a tampered one', async () => {
    const body = { events: [click('products', 'event-user-3')] }
    const past = Math.floor(Date.now() / 1000) - 10
    expect(await post('/1/events', secured({ validUntil: past }), body)).toEqual({
      status: 400,
      body: { message: KEY_EXPIRED, status: 400 },
    })
    expect(await post('/1/events', secured({ restrictSources: '10.0.0.0/8' }), body)).toEqual({
      status: 403,
      body: { message: SOURCE_NOT_ALLOWED, status: 403 },
    })
    const text = Buffer.from(secured({ restrictIndices: ['products'] }), 'base64').toString()
    const widened = Buffer.from(text.replace('products', 'orders_private')).toString('base64')
    const tampered = await post('/1/events', widened, body)
    expect(tampered.status).toBe(401)
    expect(await storedEventsOf('event-user-3')).toEqual([])
  })

  it('leave recommendations refused', async () => {
    const key = secured({ restrictIndices: ['products'] })
    const res = await post('/1/indexes/*/recommendations', key, {
      requests: [{ indexName: 'products', model: 'trending-items', threshold: 0 }],
    })
    expect(res.status).toBe(403)
  })
})
