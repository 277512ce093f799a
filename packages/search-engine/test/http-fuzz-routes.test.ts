import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeTables } from '../src/server/routes'
import type { Route } from '../src/server/types'
import { toJsonText, toSegment } from './support/hostile-json'
import { REGRESSIONS } from './support/route-regressions'
import { bodyFor, hasShape, paramFor, queryFor } from './support/route-shapes'
import { seedStableIndex } from './support/stable-index'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Every route the app serves, read from its route tables: a new route is fuzzed as soon as it is
// registered (with generic JSON until route-shapes.ts gives it a shape).
const ROUTES: readonly Route[] = routeTables.flat()

/** Longest a request may take before it counts as a hang (a busy 2-core machine included). */
const REQUEST_BOUND_MS = 10_000
const RUNS_PER_ROUTE = 20
// FUZZ_SEED and FUZZ_RUNS_PER_ROUTE run a longer hunt locally (FUZZ_FULL_BODIES=1 shows whole
// bodies in failures); the default is what CI runs.
const FUZZ = {
  seed: Number(process.env.FUZZ_SEED ?? 1313),
  numRuns: ROUTES.length * Number(process.env.FUZZ_RUNS_PER_ROUTE ?? RUNS_PER_ROUTE),
  // The requests share one server's state: a failure is reported as sent, not shrunk.
  endOnFailure: true,
}

interface FuzzRequest {
  route: Route
  path: string
  key: string
  origin: string | undefined
  body: unknown
}

function pathArb(route: Route): fc.Arbitrary<string> {
  const parts = route.pattern
    .split('/')
    .map((part) =>
      part.startsWith(':') ? paramFor(part.slice(1)).map(toSegment) : fc.constant(part),
    )
  return fc.tuple(...parts, queryFor(route.pattern)).map((all) => {
    const query = all.pop()!
    return `${all.join('/')}${query}`
  })
}

function requestArb(route: Route): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    route: fc.constant(route),
    path: pathArb(route),
    // The search key on an admin route and a foreign origin each stop at the first check: now
    // and then, so that most requests reach the handler.
    key: fc.oneof(
      { weight: route.acl === 'search' ? 1 : 6, arbitrary: fc.constant(TEST_KEYS.adminKey) },
      { weight: route.acl === 'search' ? 2 : 1, arbitrary: fc.constant(TEST_KEYS.searchKey) },
    ),
    origin: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null') },
    ),
    body: bodyFor(route.method, route.pattern),
  })
}

// Search-key routes are the ones browsers call most: they get three times the share.
const anyRequest = fc.oneof(
  ...ROUTES.map((route) => ({
    weight: route.acl === 'search' ? 3 : 1,
    arbitrary: requestArb(route),
  })),
)

function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : toJsonText(request.body)
  const key = request.key === TEST_KEYS.adminKey ? 'admin' : 'search'
  const cut = body.length > 300 && !process.env.FUZZ_FULL_BODIES
  const shown = cut ? `${body.slice(0, 300)}... (${body.length} chars)` : body
  return `${request.route.method} ${request.path} [${key} key] ${shown}`
}

async function send(server: TestServer, request: FuzzRequest) {
  const { method } = request.route
  const started = performance.now()
  const response = await server.request(request.path, {
    method,
    key: request.key,
    headers: request.origin === undefined ? {} : { origin: request.origin },
    ...(request.body !== undefined && method !== 'GET' && { body: toJsonText(request.body) }),
    signal: AbortSignal.timeout(REQUEST_BOUND_MS),
  })
  const text = await response.text()
  return { status: response.status, text, ms: performance.now() - started }
}

// Index writes answer a task to wait for; these other writes answer a status message instead.
const TASKLESS_WRITES = ['/1/configs', '/vitrine/', '/1/events']
const isIndexWrite = (route: Route) =>
  route.method !== 'GET' &&
  ['addObject', 'deleteObject', 'deleteIndex', 'editSettings'].includes(route.acl) &&
  !TASKLESS_WRITES.some((prefix) => route.pattern.startsWith(prefix))

/**
 * Never a 5xx; every 4xx in Algolia's error shape; every other answer JSON, and an acknowledged
 * index write carries its task (one per index written for the multi-index batch).
 */
function checkAnswer(route: Route, answer: { status: number; text: string }, shown: string) {
  expect(answer.status, shown).toBeLessThan(500)
  if (answer.status === 204) return
  const body = JSON.parse(answer.text) as Record<string, unknown>
  if (answer.status >= 400) {
    expect(typeof body.message, shown).toBe('string')
    expect(body.status, shown).toBe(answer.status)
  } else if (isIndexWrite(route)) {
    const tasks = typeof body.taskID === 'object' ? Object.values(body.taskID ?? {}) : [body.taskID]
    // A multi-index batch of no request writes no index: no task.
    const wrote = !Array.isArray(body.objectIDs) || body.objectIDs.length > 0
    expect(tasks.every((t) => typeof t === 'number') && (tasks.length > 0 || !wrote), shown).toBe(
      true,
    )
  }
}

const STABLE_SEARCHES = [
  { indexName: 'stable', query: '' },
  { indexName: 'stable', query: 'shoe', facets: ['*'], hitsPerPage: 5 },
  { indexName: 'stable', query: '"red" -bag', advancedSyntax: true, getRankingInfo: true },
]

describe('route-aware HTTP fuzzing (seeded, bounded)', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ seedCount: 40 })
    const engine = server.server.engine
    seedStableIndex(engine)
    engine.saveObjects('synonym_heavy', [
      { objectID: '1', name: 'w1 thing' },
      { objectID: '2', name: 'w19999 other' },
      { objectID: '3', name: 'red shoe' },
    ])
    engine.setSettings('fuzz', {
      replicas: ['fuzz_sorted'],
      attributesForFaceting: ['searchable(brand)', 'colors'],
    })
    engine.saveObjects('fuzz', [...engine.allObjects('products')].slice(0, 10))
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  async function stableAnswers(): Promise<unknown[]> {
    const response = await server.request('/1/indexes/*/queries', {
      method: 'POST',
      key: TEST_KEYS.searchKey,
      body: JSON.stringify({ requests: STABLE_SEARCHES }),
    })
    expect(response.status).toBe(200)
    const { results } = (await response.json()) as { results: Array<Record<string, unknown>> }
    return results.map(({ processingTimeMS: _t, processingTimingsMS: _s, ...rest }) => rest)
  }

  it.each(REGRESSIONS)('regression: $name', async (regression) => {
    const response = await server.request(regression.path, {
      method: regression.method,
      key: regression.key,
      ...(regression.body !== undefined && {
        body: typeof regression.body === 'string' ? regression.body : toJsonText(regression.body),
      }),
    })
    const body = (await response.json()) as { message?: string; status?: number; taskID?: object }
    expect(response.status).toBe(regression.status)
    if (response.status >= 400) {
      expect(body).toMatchObject({ status: regression.status, message: expect.any(String) })
    }
    for (const index of regression.tasksFor ?? []) {
      const taskID = body.taskID ?? {}
      expect(Object.hasOwn(taskID, index) && typeof Reflect.get(taskID, index), index).toBe(
        'number',
      )
    }
  })

  // Every pair of a regular set was listed at its first search: 3,000 words took 2.2 s and
  // 570 MB, 20,000 words ran out of memory. Now 20,000 words answer in ~0.15 s.
  it('regression: a regular synonym set of 20,000 words is saved and searched in bounded time', async () => {
    const synonyms = Array.from({ length: 20_000 }, (_, i) => `w${i}`)
    const saved = await server.request('/1/indexes/synonym_heavy/synonyms/big', {
      method: 'PUT',
      body: JSON.stringify({ objectID: 'big', type: 'synonym', synonyms }),
    })
    expect(saved.status).toBe(200)
    const started = performance.now()
    const response = await server.request('/1/indexes/synonym_heavy/query', {
      method: 'POST',
      key: TEST_KEYS.searchKey,
      body: JSON.stringify({ query: 'w5' }),
      signal: AbortSignal.timeout(REQUEST_BOUND_MS),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { nbHits: number }).nbHits).toBe(2)
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it(
    'every route answers near-valid hostile bodies with a 4xx or a 2xx, in bounded time',
    async () => {
      const before = await stableAnswers()
      const prototype = Object.getOwnPropertyNames(Object.prototype).sort()
      const sent = new Map<Route, number>()
      const answered2xx = new Set<Route>()
      let slowest = 0
      await fc.assert(
        fc.asyncProperty(anyRequest, async (request) => {
          sent.set(request.route, (sent.get(request.route) ?? 0) + 1)
          const answer = await send(server, request)
          slowest = Math.max(slowest, answer.ms)
          if (answer.status < 300) answered2xx.add(request.route)
          checkAnswer(request.route, answer, describeRequest(request))
        }),
        FUZZ,
      )
      const unshaped = ROUTES.filter((r) => !hasShape(r.method, r.pattern))
      console.info(
        `${FUZZ.numRuns} requests over ${ROUTES.length} routes (at least ${Math.min(...sent.values())} each, ${answered2xx.size} routes answered 2xx at least once), slowest ${Math.round(slowest)} ms; routes without a body shape: ${unshaped.map((r) => `${r.method} ${r.pattern}`).join(', ') || 'none'}`,
      )
      expect(sent.size).toBe(ROUTES.length)
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototype)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(await stableAnswers()).toEqual(before)
      const client = server.searchOnly()
      const normal = await client.searchSingleIndex({
        indexName: 'stable',
        searchParams: { query: 'shoe' },
      })
      expect(normal.hits.length).toBeGreaterThan(0)
    },
    120_000 * Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 1),
  )
})
