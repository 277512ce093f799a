import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { algoliasearch } from 'algoliasearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsOf } from '../src/server/routes/analytics-scope'
import { startTestServer, TEST_KEYS, type TestServer } from './support/test-server'

// Issue 13: a search-only key must not be able to grow the analytics without bound. Searches
// past the recording limits still succeed; only what is recorded of them is bounded.

const INDEX = 'shop'
const FLOOD = 2_000
const PER_REQUEST = 50
let server: TestServer

const records = Array.from({ length: 6 }, (_, i) => ({
  objectID: `j${i}`,
  name: `${['Red', 'Blue', 'Green'][i % 3]} jacket`,
  brand: i < 4 ? 'Acme' : 'Borealis',
}))

function analyticsClient() {
  const options = {
    hosts: server.hosts,
    timeouts: { connect: 10_000, read: 30_000, write: 30_000 },
  }
  return algoliasearch(TEST_KEYS.appId, TEST_KEYS.adminKey).initAnalytics({ options })
}

async function multiSearch(requests: Array<Record<string, unknown>>): Promise<number[]> {
  const res = await server.request('/1/indexes/*/queries', {
    method: 'POST',
    key: TEST_KEYS.searchKey,
    body: JSON.stringify({ requests: requests.map((r) => ({ indexName: INDEX, ...r })) }),
  })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { results: Array<{ nbHits: number }> }
  return body.results.map((r) => r.nbHits)
}

async function flush(): Promise<void> {
  await analyticsOf(server.server.app.scope)!.flush()
}

async function logFiles(): Promise<string[]> {
  const dir = join(server.dataDir, 'analytics')
  return (await readdir(dir)).filter((n) => n.endsWith('.ndjson')).map((n) => join(dir, n))
}

const longTag = (i: number, n: number) => `flood-${i}-${n}-`.padEnd(1_000, 'x')

beforeAll(async () => {
  server = await startTestServer()
  const admin = server.admin()
  await admin.setSettings({
    indexName: INDEX,
    indexSettings: { attributesForFaceting: ['brand'], searchableAttributes: ['name'] },
  })
  await admin.saveObjects({ indexName: INDEX, objects: records, waitForTasks: true })
  // Ordinary traffic first: these tag sets are within every limit.
  await multiSearch([
    { query: 'jacket', analyticsTags: ['search-page'] },
    { query: 'jacket', analyticsTags: ['search-page', 'mobile'] },
    { query: 'red jacket', analyticsTags: ['mobile', 'search-page'], facetFilters: ['brand:Acme'] },
    { query: 'jacket', analyticsTags: ['alg#reserved', 'autocomplete'] },
  ])
  await flush()
}, 60_000)

afterAll(() => server.close())

describe('a flood of searches with oversized analytics data (search-only key)', () => {
  let floodMs = 0
  beforeAll(async () => {
    const started = performance.now()
    for (let from = 0; from < FLOOD; from += PER_REQUEST) {
      const batch = Array.from({ length: PER_REQUEST }, (_, k) => {
        const i = from + k
        return {
          query: 'jacket',
          // 12 tags of 1,000 characters plus a short one of its own: a new tag set per search.
          analyticsTags: [`t${i}`, ...Array.from({ length: 12 }, (_, n) => longTag(i, n))],
          userToken: `u${i}-`.padEnd(2_000, 'y'),
        }
      })
      const nbHits = await multiSearch(batch)
      // Every search is answered as usual.
      expect(nbHits).toEqual(batch.map(() => 6))
    }
    floodMs = performance.now() - started
    await flush()
  }, 300_000)

  it('records at most 10 tags of at most 100 characters per search, and bounded log lines', async () => {
    let bytes = 0
    let longest = 0
    const lines: string[] = []
    for (const file of await logFiles()) {
      bytes += (await stat(file)).size
      lines.push(...(await readFile(file, 'utf8')).split('\n').filter(Boolean))
    }
    console.info(`flood: ${FLOOD} searches in ${Math.round(floodMs)} ms, log ${bytes} bytes`)
    for (const line of lines) {
      longest = Math.max(longest, line.length)
      const record = JSON.parse(line) as { tags?: string[]; userToken?: string }
      expect(record.tags?.length ?? 0).toBeLessThanOrEqual(10)
      for (const tag of record.tags ?? []) expect(tag.length).toBeLessThanOrEqual(100)
      expect(record.userToken?.length ?? 0).toBeLessThanOrEqual(129)
    }
    // Before: about 14 KB a search (28 MB for the flood); now the short tag and the rest.
    expect(longest).toBeLessThan(1_000)
    expect(bytes).toBeLessThan(FLOOD * 1_000)
  })

  it('counts every search, and keeps at most 1,750 tag sets a day', async () => {
    const analytics = analyticsClient()
    const all = await analytics.getSearchesCount({ index: INDEX })
    expect(all.count).toBe(FLOOD + 4)
    expect((await analytics.getSearchesCount({ index: INDEX, tags: 't0' })).count).toBe(1)
    // Three tag sets came first: the flood's own sets past 1,750 in all count untagged.
    expect((await analytics.getSearchesCount({ index: INDEX, tags: 't1746' })).count).toBe(1)
    expect((await analytics.getSearchesCount({ index: INDEX, tags: 't1747' })).count).toBe(0)
    expect((await analytics.getSearchesCount({ index: INDEX, tags: longTag(0, 0) })).count).toBe(0)
  })

  it('reports ordinary tags exactly as before the flood', async () => {
    const analytics = analyticsClient()
    const count = (tags: string) => analytics.getSearchesCount({ index: INDEX, tags })
    expect((await count('search-page')).count).toBe(3)
    expect((await count('mobile AND search-page')).count).toBe(2)
    expect((await count('autocomplete')).count).toBe(1)
    // Tags starting with alg# are reserved (Algolia ignores them).
    expect((await count('alg#reserved')).count).toBe(0)
    const top = await analytics.getTopSearches({ index: INDEX, tags: 'mobile' })
    expect([...top.searches].sort((a, b) => (a.search < b.search ? -1 : 1))).toEqual([
      { search: 'jacket', count: 1, nbHits: 6 },
      { search: 'red jacket', count: 1, nbHits: 2 },
    ])
  })

  it('answers analytics reports quickly after the flood', async () => {
    const analytics = analyticsClient()
    const started = performance.now()
    const top = await analytics.getTopSearches({ index: INDEX, tags: 'search-page OR t5' })
    await analytics.getSearchesCount({ index: INDEX, tags: 'mobile AND search-page' })
    await analytics.getUsersCount({ index: INDEX })
    const ms = performance.now() - started
    // "jacket": twice with search-page, once with t5.
    expect(top.searches[0]).toMatchObject({ search: 'jacket', count: 3 })
    console.info(`three reports after the flood: ${Math.round(ms)} ms`)
    expect(ms).toBeLessThan(2_000)
  })

  it('does not record user tokens longer than an Insights user token', async () => {
    const users = await analyticsClient().getUsersCount({ index: INDEX })
    expect(users.count).toBe(0)
  })
})

describe('filters recorded per search', () => {
  it('records at most 50 filters of at most 256 characters, each once', async () => {
    const values = Array.from({ length: 500 }, (_, i) => `brand:v${i}`)
    const nbHits = await multiSearch([
      { query: 'coat', facetFilters: [values] },
      { query: 'coat', facetFilters: [[`brand:${'z'.repeat(1_000)}`, 'brand:Acme', 'brand:Acme']] },
    ])
    expect(nbHits).toEqual([0, 0])
    await flush()
    const analytics = analyticsClient()
    const brand = await analytics.getTopFilterForAttribute({
      attribute: 'brand',
      index: INDEX,
      limit: 1_000,
    })
    expect(brand.values).toHaveLength(51) // v0..v49, and Acme
    expect(brand.values.find((v) => v.value === 'Acme')).toMatchObject({ count: 2 })
    expect(brand.values.some((v) => v.value.length > 256)).toBe(false)
  })
})

describe('a log written before the recording limits', () => {
  it('is read back within them', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-analytics-limits-'))
    const t = Date.now()
    const line = {
      t,
      index: INDEX,
      query: 'jacket',
      nbHits: 6,
      tags: ['ok', ...Array.from({ length: 20 }, (_, n) => longTag(0, n))],
      userToken: 'u'.repeat(2_000),
    }
    await mkdir(join(dataDir, 'analytics'))
    const day = new Date(t).toISOString().slice(0, 10)
    await writeFile(
      join(dataDir, 'analytics', `searches-${day}.ndjson`),
      `${JSON.stringify(line)}\n`,
    )
    const restarted = await startTestServer({ dataDir })
    try {
      await analyticsOf(restarted.server.app.scope)!.ready
      const options = { hosts: restarted.hosts }
      const analytics = algoliasearch(TEST_KEYS.appId, TEST_KEYS.adminKey).initAnalytics({
        options,
      })
      expect((await analytics.getSearchesCount({ index: INDEX, tags: 'ok' })).count).toBe(1)
      const long = await analytics.getSearchesCount({ index: INDEX, tags: longTag(0, 0) })
      expect(long.count).toBe(0)
      expect((await analytics.getUsersCount({ index: INDEX })).count).toBe(0)
    } finally {
      await restarted.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
