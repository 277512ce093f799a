import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Item 5 of issue 12: one cheap request must not buy unbounded work or memory. The contract's
// limits are enforced with 400s, and events only count what the catalogue holds.

let t: TestServer

beforeAll(async () => {
  t = await startTestServer({ seedCount: 60 })
}, 60_000)
afterAll(() => t.close())

async function expect400(res: Response, message: RegExp): Promise<void> {
  expect({ status: res.status, body: await res.json() }).toEqual({
    status: 400,
    body: { message: expect.stringMatching(message), status: 400 },
  })
}

const search = (path: string, body: string | Uint8Array, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    headers,
    body: typeof body === 'string' ? body : new Uint8Array(body).buffer,
  })

describe('request limits', () => {
  it('query: at most 512 bytes, in every search route', async () => {
    const query = 'é'.repeat(257)
    await expect400(await search('/1/indexes/products/query', JSON.stringify({ query })), /512/)
    await expect400(
      await search(
        '/1/indexes/*/queries',
        JSON.stringify({ requests: [{ indexName: 'products', query }] }),
      ),
      /512/,
    )
    await expect400(
      await search('/1/indexes/products/facets/brand/query', JSON.stringify({ facetQuery: query })),
      /512/,
    )
    const ok = await search('/1/indexes/products/query', JSON.stringify({ query: 'a'.repeat(512) }))
    expect(ok.status).toBe(200)
  })

  it('a small gzip body inflating past the search body limit: 413, never parsed', async () => {
    const bomb = gzipSync(JSON.stringify({ query: 'x'.repeat(15_000_000) }))
    expect(bomb.length).toBeLessThan(40_000)
    const res = await search('/1/indexes/products/query', bomb, { 'content-encoding': 'gzip' })
    expect(res.status).toBe(413)
  })

  it('getObjects: at most 1,000 entries', async () => {
    const requests = Array.from({ length: 1001 }, (_, i) => ({
      indexName: 'products',
      objectID: `p${i}`,
    }))
    await expect400(await search('/1/indexes/*/objects', JSON.stringify({ requests })), /1000/)
    const fine = await search(
      '/1/indexes/*/objects',
      JSON.stringify({ requests: requests.slice(0, 1000) }),
    )
    expect(fine.status).toBe(200)
  })

  it('multi-query: at most 1,000 hits and 10,000 facet values per request', async () => {
    const many = (n: number, params: object) =>
      JSON.stringify({
        requests: Array.from({ length: n }, () => ({ indexName: 'products', ...params })),
      })
    await expect400(await search('/1/indexes/*/queries', many(50, { hitsPerPage: 1000 })), /hits/)
    await expect400(
      await search(
        '/1/indexes/*/queries',
        many(50, { hitsPerPage: 1, facets: ['*'], maxValuesPerFacet: 1000 }),
      ),
      /facet values/,
    )
    await expect400(await search('/1/indexes/*/queries', many(51, {})), /Too many queries/)
    // An InstantSearch listing page is far below the budget.
    const listing = await search(
      '/1/indexes/*/queries',
      many(2, {
        hitsPerPage: 20,
        facets: ['brand', 'colors', 'price', 'sizes'],
        maxValuesPerFacet: 100,
      }),
    )
    expect(listing.status).toBe(200)
  })
})

describe('event memory', () => {
  async function modelStats(): Promise<{ interactions: number; relatedPairs: number }> {
    const res = await t.request('/vitrine/recommend/train', { method: 'POST' })
    expect(res.status).toBe(200)
    const { models } = (await res.json()) as {
      models: Array<{ index: string; interactions: number; relatedPairs: number }>
    }
    return models.find((model) => model.index === 'products')!
  }

  it('events naming objects the catalogue does not hold cost no model memory', async () => {
    const before = await modelStats()
    for (let b = 0; b < 5; b++) {
      const events = Array.from({ length: 1000 }, (_, i) => ({
        eventType: 'view',
        eventName: 'Viewed',
        index: 'products',
        userToken: `attacker-${b}-${i}`,
        objectIDs: Array.from({ length: 20 }, (_, k) => `made-up-${b}-${i}-${k}`),
      }))
      const res = await search('/1/events', JSON.stringify({ events }))
      expect(res.status).toBe(200)
    }
    expect(await modelStats()).toMatchObject({
      interactions: before.interactions,
      relatedPairs: before.relatedPairs,
    })
    const real = await search(
      '/1/events',
      JSON.stringify({
        events: [
          {
            eventType: 'view',
            eventName: 'Viewed',
            index: 'products',
            userToken: 'shopper',
            objectIDs: ['p00001', 'p00002'],
          },
        ],
      }),
    )
    expect(real.status).toBe(200)
    expect((await modelStats()).interactions).toBe(before.interactions + 2)
  }, 60_000)
})
