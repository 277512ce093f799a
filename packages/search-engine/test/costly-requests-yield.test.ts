import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEngine } from '../src/core/engine'
import type { Engine, SearchParams } from '../src/core/types'
import { createApp } from '../src/server/app'
import { listen, type Listening } from '../src/server/listen'

// Issue 12, item 5: a costly but legal search (1,000 hits, every attribute highlighted and
// snippeted, every facet) runs in time slices, and a cheap search sent while it runs is answered
// first. Order, not time: the costly search ends after the cheap one however fast the machine.
// The searches run in this process, so it is the server's own event loop that must be shared.

const KEYS = { appId: 'YIELD', adminKey: 'yield-admin', searchKey: 'yield-search' }
const WORDS = ['red', 'blue', 'wool', 'cotton', 'shirt', 'jacket', 'warm', 'light', 'soft', 'slim']
const COSTLY_TAG = 'costly'

let server: Listening
/** Resolves when the engine starts a search tagged {@link COSTLY_TAG}. */
let costlyStarted: () => void = () => undefined

/** The engine, telling when a costly search starts (whichever search method the server calls). */
function watched(engine: Engine): Engine {
  return new Proxy(engine, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown
      if ((name !== 'search' && name !== 'searchSliced') || typeof value !== 'function') {
        return value
      }
      return (index: string, params: SearchParams, ...rest: unknown[]) => {
        if (params.analyticsTags?.includes(COSTLY_TAG)) costlyStarted()
        return (value as (...args: unknown[]) => unknown).call(target, index, params, ...rest)
      }
    },
  })
}

beforeAll(async () => {
  const engine = createEngine()
  engine.setSettings('items', { attributesForFaceting: ['brand', 'colors', 'size', 'price'] })
  engine.saveObjects(
    'items',
    Array.from({ length: 3000 }, (_, i) => ({
      objectID: `i${i}`,
      name: `${WORDS[i % 10]} ${WORDS[(i * 3) % 10]} item ${i}`,
      description: Array.from({ length: 80 }, (_, k) => WORDS[(i + k * 7) % 10]).join(' '),
      brand: `brand ${i % 40}`,
      colors: [WORDS[i % 4], WORDS[(i + 1) % 4]],
      size: `s${i % 12}`,
      price: i % 300,
    })),
  )
  const config = { ...KEYS, dataDir: '/nonexistent', searchCacheEntries: 0 }
  const app = createApp({ engine: watched(engine), config, setups: [] })
  server = await listen(app, { host: '127.0.0.1', port: 0 })
})
afterAll(() => server?.close())

function post(path: string, body: unknown): Promise<Response> {
  return fetch(server.url + path, {
    method: 'POST',
    headers: { 'x-algolia-application-id': KEYS.appId, 'x-algolia-api-key': KEYS.searchKey },
    body: JSON.stringify(body),
  })
}

const costlyQuery = {
  query: 'e',
  hitsPerPage: 1000,
  // A restricted retrieval builds highlights and snippets while searching; the few response
  // fields keep the answer small: the cost is in the search itself.
  attributesToRetrieve: ['name'],
  attributesToHighlight: ['*'],
  attributesToSnippet: ['*:10'],
  facets: ['*'],
  getRankingInfo: true,
  responseFields: ['nbHits'],
  analyticsTags: [COSTLY_TAG],
}

describe('a costly search shares the event loop', () => {
  it.each([
    ['a single-index search', '/1/indexes/items/query', costlyQuery],
    [
      'a multi-query',
      '/1/indexes/*/queries',
      {
        requests: [
          { indexName: 'items', ...costlyQuery, query: 'r' },
          { indexName: 'items', query: 'red', hitsPerPage: 0 },
        ],
      },
    ],
    [
      // The index of a restriction no search has asked for yet is built while the search runs.
      'a search restricted to attributes of its own',
      '/1/indexes/items/query',
      {
        query: 'wool',
        restrictSearchableAttributes: ['description', 'size'],
        hitsPerPage: 1,
        analyticsTags: [COSTLY_TAG],
      },
    ],
  ])('a cheap search sent while %s runs is answered first', async (_, path, body) => {
    const finished: string[] = []
    const started = new Promise<void>((resolve) => (costlyStarted = resolve))
    const costly = post(path, body).then(async (res) => {
      expect(res.status).toBe(200)
      await res.arrayBuffer()
      finished.push('costly')
    })
    await Promise.race([started, costly])
    const cheap = post('/1/indexes/items/query', { query: 'wool', hitsPerPage: 2 }).then(
      async (res) => {
        expect(res.status).toBe(200)
        await res.arrayBuffer()
        finished.push('cheap')
      },
    )
    await Promise.all([costly, cheap])
    expect(finished).toEqual(['cheap', 'costly'])
  })
})
