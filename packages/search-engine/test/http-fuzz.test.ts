import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

const SEGMENTS = [
  '1',
  'indexes',
  '*',
  'products',
  'products_price_asc',
  'ghost',
  'queries',
  'query',
  'objects',
  'batch',
  'settings',
  'browse',
  'facets',
  'brand',
  'colors',
  'price',
  'task',
  '12',
  'partial',
  'clear',
  'operation',
  'deleteByQuery',
  'p00001',
  '%2F',
  '%E0%A4%A',
  '..',
  '',
  'events',
  'recommendations',
]

const pathArb = fc.oneof(
  fc
    .array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 6 })
    .map((parts) => `/${parts.join('/')}`),
  fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`)),
  fc.string({ maxLength: 30 }).map((text) => `/1/indexes/${encodeURIComponent(text)}/query`),
)

const queryArb = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom(
        'x-algolia-agent',
        'X-Algolia-API-Key',
        'forwardToReplicas',
        'createIfNotExists',
        'attributesToRetrieve',
        'page',
        'hitsPerPage',
        'cursor',
        'getVersion',
      ),
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('true', '0', '%ZZ', '[1,', TEST_KEYS.searchKey),
      ),
    )
    .map(
      (dict) =>
        `?${Object.entries(dict)
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join('&')}`,
    ),
  fc.string({ maxLength: 20 }).map((raw) => `?${raw.replace(/#/g, '')}`),
)

const searchParamsArb = fc.record(
  {
    query: fc.oneof(fc.string(), fc.integer()),
    hitsPerPage: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.string({ maxLength: 3 })),
    page: fc.integer({ min: -2, max: 100 }),
    facets: fc.oneof(
      fc.constant(['*']),
      fc.array(fc.constantFrom('brand', 'colors', 'price', 'nope')),
      fc.string(),
    ),
    filters: fc.oneof(
      fc.constantFrom('price > 10 AND brand:Acme', 'NOT (', 'a:"b', 'price:1 TO', '(x OR y) AND z'),
      fc.string(),
    ),
    facetFilters: fc.oneof(fc.jsonValue(), fc.array(fc.array(fc.string()))),
    numericFilters: fc.oneof(fc.array(fc.string()), fc.constant(['price>=x'])),
    params: fc.oneof(fc.string(), fc.constant('facets=%5B%22brand&hitsPerPage=x'), fc.jsonValue()),
    type: fc.constantFrom('default', 'facet', 'other'),
    facet: fc.constantFrom('brand', 'colors', 'sizes', 'nope'),
    indexName: fc.constantFrom('products', 'products_price_desc', 'ghost', ''),
    attributesToRetrieve: fc.jsonValue(),
    cursor: fc.string(),
  },
  { requiredKeys: [] },
)

const bodyArb = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  searchParamsArb.map((params) => JSON.stringify(params)),
  fc.array(searchParamsArb, { maxLength: 4 }).map((requests) => JSON.stringify({ requests })),
  fc
    .array(
      fc.record({
        action: fc.constantFrom(
          'addObject',
          'updateObject',
          'deleteObject',
          'partialUpdateObject',
          'clear',
          'x',
        ),
        body: fc.jsonValue(),
        indexName: fc.string({ maxLength: 5 }),
      }),
      { maxLength: 4 },
    )
    .map((requests) => JSON.stringify({ requests })),
  fc.string(),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.constant(''),
)

const headersArb = fc.record(
  {
    'content-type': fc.constantFrom(
      'text/plain',
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
    ),
    'content-encoding': fc.constantFrom('gzip', 'identity', 'br'),
    'x-algolia-api-key': fc.constantFrom(TEST_KEYS.adminKey, TEST_KEYS.searchKey, 'nope', ''),
    'x-algolia-usertoken': fc.string({ maxLength: 10 }),
    origin: fc.constantFrom('http://localhost:3000', 'null'),
  },
  { requiredKeys: [] },
)

const requestArb = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD'),
  path: pathArb,
  query: queryArb,
  headers: headersArb,
  body: bodyArb,
})

type FuzzRequest = typeof requestArb extends fc.Arbitrary<infer T> ? T : never

function toInit(request: FuzzRequest): RequestInit {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const headers: Record<string, string> = {
    'x-algolia-application-id': TEST_KEYS.appId,
    'x-algolia-api-key': TEST_KEYS.adminKey,
  }
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers[name] = value
  return { method: request.method, headers, ...(hasBody && { body: request.body }) }
}

async function checkResponse(response: Response, method: string): Promise<void> {
  expect(response.status).toBeLessThan(500)
  if (response.status >= 400 && method !== 'HEAD') {
    const body = (await response.json()) as { message: unknown; status: unknown }
    expect(typeof body.message).toBe('string')
    expect(body.status).toBe(response.status)
  } else {
    await response.arrayBuffer()
  }
  expect(response.headers.get('access-control-allow-origin')).toBeTruthy()
}

describe('HTTP fuzzing', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ count: 40 })
  }, 60_000)

  it('never answers 5xx to random requests through the fetch handler', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (request) => {
        const url = `http://local${request.path}${request.query}`
        let parsed: URL
        try {
          parsed = new URL(url)
        } catch {
          return
        }
        await checkResponse(await t.app.fetch(new Request(parsed, toInit(request))), request.method)
      }),
      { numRuns: 600 },
    )
    const after = await t.call('/1/indexes/*/queries', {
      body: { requests: [{ indexName: 'products' }] },
    })
    expect(after.status).toBe(200)
  }, 120_000)

  describe('over a socket', () => {
    let server: TestServer

    beforeAll(async () => {
      server = await startTestServer({ seedCount: 40 })
    }, 60_000)

    afterAll(async () => {
      await server?.close()
    })

    it('never answers 5xx and still answers afterwards', async () => {
      await fc.assert(
        fc.asyncProperty(requestArb, async (request) => {
          let url: URL
          try {
            url = new URL(`${server.url}${request.path}${request.query}`)
          } catch {
            return
          }
          await checkResponse(await fetch(url, toInit(request)), request.method)
        }),
        { numRuns: 150 },
      )
      const response = await server
        .admin()
        .search({ requests: [{ indexName: 'products', query: '' }] })
      expect(response.results).toHaveLength(1)
    }, 120_000)
  })
})
