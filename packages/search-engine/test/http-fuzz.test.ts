import { gzipSync } from 'node:zlib'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedStableIndex } from './support/stable-index'
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

// Hostile pieces mixed into strings and bodies: cut emoji (lone surrogates), deep nesting,
// prototype keys.
const LONE_SURROGATES = ['\ud83d', '\udc4d', 'a\ud800b', '\udfff\ud800']
const textArb = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.constantFrom(...LONE_SURROGATES) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string(), fc.constantFrom(...LONE_SURROGATES)).map(([a, b]) => a + b),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 30, max: 6000 })
      .map((n) => `${'('.repeat(n)}brand:x${')'.repeat(n)}`),
  },
)

const nestedJson = fc
  .tuple(fc.integer({ min: 60, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([n, open]) => `${open.repeat(n)}1${(open === '[' ? ']' : '}').repeat(n)}`)

const PROTO_BODIES = [
  '{"__proto__":{"hitsPerPage":0,"filters":"brand:none"}}',
  '{"query":"","attributesToRetrieve":["__proto__.x","constructor.prototype.x"],"attributesToHighlight":["__proto__.polluted"]}',
  '{"requests":[{"action":"addObject","body":{"objectID":"z","specs":{"__proto__":{"polluted":1}}}}]}',
  '{"requests":[{"indexName":"products","objectID":"p00001","attributesToRetrieve":["__proto__.polluted"]}]}',
  '{"constructor":{"prototype":{"polluted":1}},"objectID":"c"}',
  '{"requests":[{"indexName":"products","params":"__proto__[x]=1&constructor[prototype][y]=2"}]}',
]

const searchParamsArb = fc.record(
  {
    query: fc.oneof(textArb, fc.integer(), fc.string({ minLength: 513, maxLength: 700 })),
    hitsPerPage: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.string({ maxLength: 3 })),
    page: fc.integer({ min: -2, max: 100 }),
    facets: fc.oneof(
      fc.constant(['*']),
      fc.array(fc.constantFrom('brand', 'colors', 'price', 'nope')),
      fc.string(),
    ),
    filters: fc.oneof(
      fc.constantFrom('price > 10 AND brand:Acme', 'NOT (', 'a:"b', 'price:1 TO', '(x OR y) AND z'),
      textArb,
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

const textBodyArb = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  nestedJson,
  fc.constantFrom(...PROTO_BODIES),
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

// Odd encodings: text bodies as they are, gzip-compressed (with or without the header saying
// so), cut, or raw bytes.
const bodyArb = fc.oneof(
  { weight: 5, arbitrary: textBodyArb },
  { weight: 1, arbitrary: textBodyArb.map((text) => new Uint8Array(gzipSync(text))) },
  {
    weight: 1,
    arbitrary: textBodyArb.map((text) => new Uint8Array(gzipSync(text)).subarray(0, 12)),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
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
    origin: fc.constantFrom('http://localhost:3000', 'null', 'https://evil.example'),
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
  const body =
    request.body instanceof Uint8Array ? new Uint8Array(request.body).buffer : request.body
  return { method: request.method, headers, ...(hasBody && { body }) }
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
  // Search-key routes answer every origin; admin-key routes vary on it (configured origins only).
  const allow = response.headers.get('access-control-allow-origin')
  expect(allow !== null || response.headers.get('vary') === 'Origin').toBe(true)
}

// Searches whose answers must not change: the fuzzer never names the `stable` index.
const STABLE_SEARCHES = [
  { indexName: 'stable', query: '' },
  { indexName: 'stable', query: 'shoe', facets: ['*'], hitsPerPage: 5 },
  { indexName: 'stable', query: 'red', filters: 'price > 10', attributesToSnippet: ['name:2'] },
  { indexName: 'stable', query: 'bag', getRankingInfo: true, page: 1, hitsPerPage: 3 },
]

async function stableAnswers(call: (body: unknown) => Promise<Response>): Promise<unknown[]> {
  const response = await call({ requests: STABLE_SEARCHES })
  expect(response.status).toBe(200)
  const { results } = (await response.json()) as { results: Array<Record<string, unknown>> }
  return results.map(({ processingTimeMS: _time, processingTimingsMS: _timings, ...rest }) => rest)
}

const FUZZ = { seed: 1212, numRuns: 600 }
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort()

describe('HTTP fuzzing (seeded, bounded)', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ count: 40 })
    seedStableIndex(t.engine)
  }, 60_000)

  it('never answers 5xx to random requests through the fetch handler', async () => {
    const search = (body: unknown) => t.call('/1/indexes/*/queries', { body })
    const before = await stableAnswers(search)
    const proto = prototypeKeys()
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
      FUZZ,
    )
    expect(prototypeKeys()).toEqual(proto)
    expect(await stableAnswers(search)).toEqual(before)
  }, 120_000)

  describe('over a socket', () => {
    let server: TestServer

    beforeAll(async () => {
      server = await startTestServer({ seedCount: 40 })
      seedStableIndex(server.server.engine)
    }, 60_000)

    afterAll(async () => {
      await server?.close()
    })

    it('never answers 5xx, stays alive and answers the same searches the same', async () => {
      const search = (body: unknown) =>
        server.request('/1/indexes/*/queries', { method: 'POST', body: JSON.stringify(body) })
      const before = await stableAnswers(search)
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
        { ...FUZZ, numRuns: 150 },
      )
      expect(await stableAnswers(search)).toEqual(before)
      const response = await server
        .admin()
        .search({ requests: [{ indexName: 'products', query: '' }] })
      expect(response.results).toHaveLength(1)
    }, 120_000)
  })
})
