import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsOf } from '../src/server/routes/analytics-scope'
import { buildSuggestionsIndex } from './support/suggestions-build'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

// A Query Suggestions build replaces its index's records and settings. A configuration naming an
// existing catalogue (`products`, or its own source index) replaced that catalogue with
// suggestions: one typo in an admin's request lost every record. Such a target now answers 400
// and nothing changes; an empty index (created beforehand, as Terraform does) or an earlier
// suggestions index is still accepted.

let t: TestServer
const products = [
  { objectID: 'p1', name: 'Red jacket' },
  { objectID: 'p2', name: 'Blue jacket' },
]

beforeAll(async () => {
  t = await startTestServer()
  const client = t.admin()
  await client.saveObjects({ indexName: 'shop', objects: products, waitForTasks: true })
  await client.saveObjects({ indexName: 'products', objects: products, waitForTasks: true })
  await client.saveObjects({
    indexName: 'popular_searches',
    objects: [{ objectID: 'q1', query: 'jacket', count: 10 }],
    waitForTasks: true,
  })
  await client.setSettings({ indexName: 'catalog', indexSettings: { replicas: ['catalog_asc'] } })
  await client.setSettings({ indexName: 'empty_suggestions', indexSettings: {} })
  for (let i = 0; i < 3; i++) {
    await t.request('/1/indexes/shop/query', {
      method: 'POST',
      key: TEST_KEYS.searchKey,
      body: JSON.stringify({ query: 'jacket' }),
    })
  }
  await analyticsOf(t.server.app.scope)!.flush()
}, 60_000)
afterAll(() => t?.close())

async function send(method: string, path: string, body?: unknown) {
  const init = body === undefined ? { method } : { method, body: JSON.stringify(body) }
  const res = await t.request(path, init)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const refused = (pattern: RegExp) => ({
  status: 400,
  body: { status: 400, message: expect.stringMatching(pattern) },
})

async function expectCatalogue(indexName: string) {
  const { hits } = await t.admin().searchSingleIndex({ indexName })
  expect(hits.map((h) => h.objectID).sort()).toEqual(['p1', 'p2'])
}

describe('a Query Suggestions configuration never overwrites a catalogue', () => {
  it('refuses an existing index that is not a suggestions index', async () => {
    const answer = await send('POST', '/1/configs', {
      indexName: 'products',
      sourceIndices: [{ indexName: 'shop' }],
    })
    expect(answer).toEqual(refused(/^Index products already exists and is not a Query Suggestions/))
    expect((await send('GET', '/1/configs/products')).status).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expectCatalogue('products')
  })

  it('refuses a target that is one of its source indices', async () => {
    const answer = await send('POST', '/1/configs', {
      indexName: 'shop',
      sourceIndices: [{ indexName: 'shop', minHits: 1 }],
    })
    expect(answer).toEqual(refused(/shop is one of its source indices/))
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expectCatalogue('shop')
  })

  it('refuses a target that is one of its external indices', async () => {
    const answer = await send('POST', '/1/configs', {
      indexName: 'popular_searches',
      sourceIndices: [{ indexName: 'shop', external: ['popular_searches'] }],
    })
    expect(answer).toEqual(refused(/popular_searches is one of its external indices/))
  })

  it('refuses a replica or a primary with replicas as the target', async () => {
    const source = { sourceIndices: [{ indexName: 'shop' }] }
    const replica = await send('POST', '/1/configs', { indexName: 'catalog_asc', ...source })
    expect(replica).toEqual(refused(/^Index catalog_asc is a replica of catalog$/))
    const primary = await send('POST', '/1/configs', { indexName: 'catalog', ...source })
    expect(primary).toEqual(refused(/^Index catalog has replicas$/))
  })

  it('accepts an empty existing index, and rebuilds a suggestions index after its configuration was deleted', async () => {
    const config = {
      indexName: 'empty_suggestions',
      sourceIndices: [{ indexName: 'shop', minHits: 1, minLetters: 3 }],
    }
    await buildSuggestionsIndex(t, config)
    const { hits } = await t
      .admin()
      .searchSingleIndex<{ query: string }>({ indexName: 'empty_suggestions' })
    expect(hits.map((h) => h.query)).toEqual(['jacket'])
    expect((await send('DELETE', '/1/configs/empty_suggestions')).status).toBe(200)
    expect((await send('POST', '/1/configs', config)).status).toBe(200)
  })

  it('refuses an update that makes the target one of its sources, keeping the configuration', async () => {
    const answer = await send('PUT', '/1/configs/empty_suggestions', {
      sourceIndices: [{ indexName: 'empty_suggestions' }],
    })
    expect(answer).toEqual(refused(/empty_suggestions is one of its source indices/))
    const kept = await send('GET', '/1/configs/empty_suggestions')
    expect(kept.body.sourceIndices).toMatchObject([{ indexName: 'shop' }])
  })
})
