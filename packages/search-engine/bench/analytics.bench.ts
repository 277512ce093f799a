import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRandom } from '@vitrine/demo-catalog'
import { afterAll, expect, test } from 'vitest'
import { openAnalytics } from '../src/analytics/analytics-runtime'
import { createAnalyticsStore } from '../src/analytics/analytics-store'
import { dayOf } from '../src/analytics/day'
import { openSearchLog, replaySearches } from '../src/analytics/search-log'
import { readLines } from '../src/analytics/read-lines'
import type { SearchRecord } from '../src/analytics/types'
import { createEngine } from '../src/core/engine'
import { RANKED_KEPT } from '../src/core/ranking-cache'
import type { Engine, Hit, SearchParams } from '../src/core/types'
import { seedDemo } from '../src/demo/seed'
import { buildSuggestions, SUGGESTIONS_SETTINGS } from '../src/query-suggestions/build-suggestions'
import { readConfig } from '../src/query-suggestions/config'
import { createApp, type App } from '../src/server/app'
import { analyticsOf, analyticsSetup } from '../src/server/routes/analytics-scope'
import { collectGarbage, logGc, percentile } from './measure'

// Search analytics and Query Suggestions, three figures side by side with their anchors:
// 1. recording cost: uncached listing multi-query throughput (in process, no socket) with the
//    analytics on vs off, interleaved A/B pairs (order alternating); target: median pair ratio
//    on/off >= 95%, printed with its quartiles and range, and the recording's direct CPU cost;
// 2. suggestions rebuild from 1M recorded searches: the hourly build reads the in-memory
//    aggregates (target <= 10 s); the cold start that fills them from the durable log is
//    printed beside it, with its anchor (only parsing the log's lines);
// 3. suggestion lookups at 100k suggestions through the HTTP app (lite-client request, prefix
//    query, highlight; no response cache); target p99 <= 5 ms; anchor: binary search of a
//    sorted query array.

const KEYS = { appId: 'BENCH', adminKey: 'bench-admin', searchKey: 'bench-search' }
const FACETS = ['brand', 'colors', 'hierarchicalCategories.lvl0', 'price', 'sizes']
const HEADERS: Record<string, string> = {
  'x-algolia-application-id': KEYS.appId,
  'x-algolia-api-key': KEYS.searchKey,
}

function listingPage(query: string, brand: string, userToken: string) {
  const shared = {
    indexName: 'products',
    query,
    page: 0,
    numericFilters: ['price<=400'],
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    maxValuesPerFacet: 10,
    userToken,
    analyticsTags: ['search-page'],
  }
  return JSON.stringify({
    requests: [
      {
        ...shared,
        hitsPerPage: 20,
        facets: FACETS,
        facetFilters: [[`brand:${brand}`]],
        clickAnalytics: true,
      },
      { ...shared, hitsPerPage: 0, facets: 'brand', analytics: false, clickAnalytics: false },
    ],
  })
}

async function call(app: App, url: string, body: Buffer) {
  return app.handle({
    method: 'POST',
    url,
    header: (name) => HEADERS[name],
    readBody: async () => body,
  })
}

/**
 * Requests per second of CPU time of one sequential run (in process). CPU time, not wall time:
 * on a shared machine the wall clock mostly measures the other processes.
 */
async function throughput(app: App, bodies: Buffer[], count: number): Promise<number> {
  const cpu = process.cpuUsage()
  for (let i = 0; i < count; i++) {
    const out = await call(app, '/1/indexes/*/queries', bodies[i % bodies.length]!)
    if (out.status !== 200) throw new Error(out.body)
  }
  const used = process.cpuUsage(cpu)
  return (count * 1e6) / (used.user + used.system)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`

// Three tests (run one with `-t`), sharing one seeded catalogue and data directory.
let shared: Promise<{ engine: Engine; dataDir: string }> | undefined
function setup() {
  shared ??= (async () => {
    const engine = createEngine()
    await seedDemo({ engine, dataDir: '/nonexistent', count: 5000, events: false })
    return { engine, dataDir: await mkdtemp(join(tmpdir(), 'vitrine-analytics-bench-')) }
  })()
  return shared
}

afterAll(async () => {
  if (shared) await rm((await shared).dataDir, { recursive: true, force: true })
})

function report(lines: string[]): void {
  console.log(['', 'Search analytics and Query Suggestions', ...lines, ''].join('\n'))
}

test('recording cost: listing multi-query with analytics on vs off', async () => {
  const { engine, dataDir } = await setup()
  report(await recordingCost(engine, dataDir))
}, 600_000)

test('suggestions rebuild from 1M recorded searches', async () => {
  const { engine, dataDir } = await setup()
  report(await rebuild(engine, dataDir))
}, 600_000)

test('suggestion lookups at 100k suggestions', async () => {
  report(await lookups())
}, 600_000)

async function recordingCost(engine: Engine, dataDir: string): Promise<string[]> {
  const config = { ...KEYS, dataDir: join(dataDir, 'recording'), searchCacheEntries: 0 }
  const off = createApp({ engine, config, setups: [] })
  const on = createApp({ engine, config, setups: [analyticsSetup] })
  await on.ready
  const analytics = analyticsOf(on.scope)!
  const brands = [...new Set([...engine.allObjects('products')].map((r) => String(r.brand)))]
  const queries = ['', 'shirt', 'blue shoes', 'jakcet', 'lamp', 'wool coat']
  const bodies = Array.from({ length: 60 }, (_, i) =>
    Buffer.from(listingPage(queries[i % queries.length]!, brands[i % brands.length]!, `u${i}`)),
  )
  const PAIRS = 24
  const PER_ROUND = 300
  // A round with the analytics on ends with its queued searches counted and written, inside
  // its CPU measure, so that none of its work lands in the next round.
  const windows: { on: Array<[number, number]>; off: Array<[number, number]> } = { on: [], off: [] }
  const runOn = async () => {
    const from = performance.now()
    const cpu = process.cpuUsage()
    await throughput(on, bodies, PER_ROUND)
    await analytics.flush()
    const used = process.cpuUsage(cpu)
    windows.on.push([from, performance.now()])
    return (PER_ROUND * 1e6) / (used.user + used.system)
  }
  const runOff = async () => {
    const from = performance.now()
    const rate = await throughput(off, bodies, PER_ROUND)
    windows.off.push([from, performance.now()])
    return rate
  }
  await runOff()
  await runOn()
  windows.on.length = 0
  windows.off.length = 0
  const gc = logGc()
  const offRates: number[] = []
  const onRates: number[] = []
  const ratios: number[] = []
  // Interleaved A/B pairs, the order alternating (AB, BA, ...) so that drift and the other
  // processes on the machine weigh on both sides alike; the figure is the median pair ratio.
  for (let pair = 0; pair < PAIRS; pair++) {
    collectGarbage()
    const onFirst = pair % 2 === 1
    const first = onFirst ? await runOn() : await runOff()
    collectGarbage()
    const second = onFirst ? await runOff() : await runOn()
    const [onRate, offRate] = onFirst ? [first, second] : [second, first]
    offRates.push(offRate)
    onRates.push(onRate)
    ratios.push(onRate / offRate)
  }
  await gc.stop()
  await on.close()
  const gcOf = (list: Array<[number, number]>) => {
    const sum = { ms: 0, count: 0, major: 0 }
    for (const [from, to] of list) {
      const w = gc.within(from, to)
      sum.ms += w.ms
      sum.count += w.count
      sum.major += w.major
    }
    const requests = list.length * PER_ROUND
    return `${((sum.ms * 1000) / requests).toFixed(1)} us of GC per request (${sum.count} collections, ${sum.major} major, over ${requests} requests)`
  }
  const sorted = [...ratios].sort((a, b) => a - b)
  const ratio = median(ratios)
  const q1 = sorted[Math.floor(sorted.length / 4)]!
  const q3 = sorted[Math.floor((sorted.length * 3) / 4)]!
  return [
    `  recording cost: uncached listing multi-query, in process, ${PAIRS} interleaved on/off pairs of ${PER_ROUND} requests (AB, BA, ...)`,
    `    analytics off (anchor)  median ${median(offRates).toFixed(0)} requests per CPU-second`,
    `    analytics on            median ${median(onRates).toFixed(0)} requests per CPU-second (its queued searches counted and written inside the round)`,
    `    ratio on/off per pair   median ${pct(ratio)}  quartiles ${pct(q1)}-${pct(q3)}  range ${pct(sorted[0]!)}-${pct(sorted.at(-1)!)}`,
    `    target median >= 95%: ${ratio >= 0.95 ? 'met' : 'MISSED'}`,
    `    GC, analytics off       ${gcOf(windows.off)}`,
    `    GC, analytics on        ${gcOf(windows.on)}`,
    ...(await directCost(engine, dataDir)),
  ]
}

/**
 * The recording work itself, timed apart from the searches it follows (stable where the
 * throughput ratio is noisy): queueing the answered searches, then counting and writing them.
 */
async function directCost(engine: Engine, dataDir: string): Promise<string[]> {
  const SEARCHES = 20_000
  const analytics = await openAnalytics({ dataDir: join(dataDir, 'direct') })
  await analytics.ready
  const brands = [...new Set([...engine.allObjects('products')].map((r) => String(r.brand)))]
  const answered = Array.from({ length: 60 }, (_, i) => {
    const params: SearchParams = {
      query: ['', 'shirt', 'blue shoes', 'jakcet', 'lamp', 'wool coat'][i % 6]!,
      hitsPerPage: 20,
      facetFilters: [[`brand:${brands[i % brands.length]}`]],
      numericFilters: ['price<=400'],
      analyticsTags: ['search-page'],
      clickAnalytics: true,
    }
    return { params, response: engine.search('products', params), user: `u${i}` }
  })
  const searchStarted = process.cpuUsage()
  for (let i = 0; i < 600; i++) engine.search('products', answered[i % 60]!.params)
  const searchUsed = process.cpuUsage(searchStarted)
  const searchUs = (searchUsed.user + searchUsed.system) / 600
  collectGarbage()
  // Batches smaller than the queue's ring, as between two of its timed drains: what the
  // request path pays (queueing) apart from the batch work (counting, then writing the log).
  const BATCH = 1_000
  let pushCpu = 0
  let drainCpu = 0
  for (let done = 0; done < SEARCHES; done += BATCH) {
    const pushStarted = process.cpuUsage()
    for (let i = done; i < done + BATCH; i++) {
      const { params, response, user } = answered[i % 60]!
      analytics.record('products', params, response, user)
    }
    const pushed = process.cpuUsage(pushStarted)
    void analytics.store // drains the queue into the aggregates
    const drained = process.cpuUsage(pushStarted)
    pushCpu += pushed.user + pushed.system
    drainCpu += drained.user + drained.system - pushed.user - pushed.system
  }
  const writeStarted = process.cpuUsage()
  await analytics.flush()
  const written = process.cpuUsage(writeStarted)
  await analytics.close()
  const pushUs = pushCpu / SEARCHES
  const allUs = (pushCpu + drainCpu + written.user + written.system) / SEARCHES
  return [
    `    direct cost per search  ${allUs.toFixed(1)} us recorded (${pushUs.toFixed(2)} us of it while answering, the rest in batches), beside ${searchUs.toFixed(0)} us for the search itself (${pct(allUs / searchUs)})`,
  ]
}

/** Queries shoppers might type: catalogue words, alone and in pairs, with a long-tail law. */
function vocabulary(engine: Engine, size: number): string[] {
  const words = new Set<string>()
  for (const record of engine.allObjects('products')) {
    for (const w of String(record.name)
      .toLowerCase()
      .split(/[^a-z]+/))
      if (w.length >= 3) words.add(w)
  }
  const list = [...words]
  const random = createRandom(5)
  const out = new Set<string>(list)
  while (out.size < size) out.add(`${random.pick(list)} ${random.pick(list)}`)
  return [...out].slice(0, size)
}

async function rebuild(engine: Engine, dataDir: string): Promise<string[]> {
  const SEARCHES = 1_000_000
  const dir = join(dataDir, 'rebuild', 'analytics')
  const queries = vocabulary(engine, 20_000)
  const random = createRandom(9)
  const now = Date.now()
  const log = await openSearchLog({ dir })
  for (let i = 0; i < SEARCHES; i++) {
    const query =
      queries[
        Math.min(queries.length - 1, Math.floor(queries.length ** (random.next() ** 1.4)) - 1)
      ]!
    const record: SearchRecord = {
      t: now - Math.floor(random.next() * 28 * 86_400_000),
      index: 'products',
      query,
      nbHits: random.int(0, 300),
      tags: [random.chance(0.6) ? 'search-page' : 'autocomplete'],
      userToken: `u${random.int(0, 20_000)}`,
      hits: [`p0000${random.int(1, 9)}`, `p0001${random.int(0, 9)}`],
    }
    if (random.chance(0.7))
      record.queryID = random
        .int(0, 2 ** 31)
        .toString(16)
        .padStart(32, '0')
    log.append(record)
    if (i % 50_000 === 0) await log.flush()
  }
  await log.close()
  collectGarbage()

  const parseStarted = performance.now()
  let parsed = 0
  for (const day of await import('node:fs/promises').then((fs) => fs.readdir(dir))) {
    parsed += await readLines(join(dir, day), (line) => JSON.parse(line))
  }
  const parseMs = performance.now() - parseStarted
  collectGarbage()

  const started = performance.now()
  const store = createAnalyticsStore()
  const replayed = await replaySearches(dir, (record) => store.add(record))
  const replayMs = performance.now() - started
  const config = readConfig({
    indexName: 'products_query_suggestions',
    sourceIndices: [
      {
        indexName: 'products',
        facets: [{ attribute: 'hierarchicalCategories.lvl1', amount: 1 }],
        minLetters: 3,
      },
    ],
    languages: ['en'],
  })
  const buildStarted = performance.now()
  const buildCpu = process.cpuUsage()
  const { records } = buildSuggestions(engine, store, config, now)
  engine.importIndex('products_query_suggestions', { settings: SUGGESTIONS_SETTINGS, records })
  const buildMs = performance.now() - buildStarted
  const buildUsed = process.cpuUsage(buildCpu)
  expect(replayed).toBe(SEARCHES)
  expect(parsed).toBe(SEARCHES)
  const build = buildMs / 1000
  return [
    `  suggestions rebuild from ${SEARCHES.toLocaleString('en')} recorded searches (${dayOf(now)}, 28 days, ${queries.length.toLocaleString('en')} distinct queries)`,
    `    rebuild: build + write the index from the aggregates  ${build.toFixed(2)} s (${((buildUsed.user + buildUsed.system) / 1e6).toFixed(2)} s of CPU; ${records.length.toLocaleString('en')} suggestions; target <= 10 s: ${build <= 10 ? 'met' : 'MISSED'})`,
    `    cold start: replay the log into the aggregates        ${(replayMs / 1000).toFixed(2)} s  (${(replayMs / parseMs).toFixed(1)}x the anchor)`,
    `    parse the log's lines only (anchor)                   ${(parseMs / 1000).toFixed(2)} s`,
  ]
}

/** The machine's load, as `uptime` prints it: 4 other processes may share its 2 cores. */
function load(): string {
  const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2))
  return `load average ${one}, ${five}, ${fifteen} on ${availableParallelism()} cores`
}

/** p50 / p95 / p99 / max of durations in ms. */
function spread(samples: number[]): string {
  const at = (p: number) => percentile(samples, p).toFixed(3)
  return `p50 ${at(50)}  p95 ${at(95)}  p99 ${at(99)}  max ${Math.max(...samples).toFixed(1)} ms`
}

/** 100k suggestions whose words are made of a few syllables: short prefixes match ~15-30k. */
function suggestionRecords(
  count: number,
  random: ReturnType<typeof createRandom>,
): { records: Hit[]; queries: string[] } {
  const syllables = [
    'ka',
    'lo',
    'mi',
    'ra',
    'te',
    'su',
    'no',
    'vi',
    'da',
    'pe',
    'zo',
    'ber',
    'tan',
    'col',
  ]
  const word = () => Array.from({ length: random.int(2, 4) }, () => random.pick(syllables)).join('')
  const queries = new Set<string>()
  while (queries.size < count) {
    queries.add(Array.from({ length: random.int(1, 3) }, word).join(' '))
  }
  const records: Hit[] = [...queries].map((query, i) => ({
    objectID: query,
    query,
    popularity: Math.floor(100_000 / (i + 1)),
    nb_words: query.split(' ').length,
    products: {
      exact_nb_hits: 10,
      facets: { exact_matches: { category: [{ value: 'A > B', count: 3 }] } },
    },
  }))
  return { records, queries: [...queries] }
}

/**
 * The preparation that follows a write, stepped here to time its steps (the app runs the same
 * steps in 2 ms slices once the engine is quiet): its length and longest step (a lookup arriving
 * meanwhile waits at most that long), and what it keeps.
 */
function prepareTimed(engine: Engine): string[] {
  const steps = engine.prepare('qs', { build: true })
  const cpu = process.cpuUsage()
  const started = performance.now()
  let longest = 0
  let count = 0
  let ranked: number | undefined
  for (;;) {
    const from = performance.now()
    const next = steps.next()
    longest = Math.max(longest, performance.now() - from)
    count++
    if (next.done) {
      ranked = next.value
      break
    }
  }
  const wall = performance.now() - started
  const used = process.cpuUsage(cpu)
  const keptBytes = (ranked ?? 0) * RANKED_KEPT * 4
  return [
    `    preparation after a write (background): ${ranked} prefixes ranked in ${wall.toFixed(0)} ms (${((used.user + used.system) / 1000).toFixed(0)} ms CPU), ${count} steps, longest ${longest.toFixed(1)} ms; keeps ${ranked} x ${RANKED_KEPT} ranked ids = ${(keptBytes / 1024).toFixed(0)} KB (+ their merged postings in the existing bounded cache)`,
  ]
}

async function lookups(): Promise<string[]> {
  const SUGGESTIONS = 100_000
  const engine = createEngine()
  const random = createRandom(21)
  const { records, queries } = suggestionRecords(SUGGESTIONS, random)
  engine.importIndex('qs', { settings: SUGGESTIONS_SETTINGS, records })
  // A first search of a word builds the index's text index.
  const built = performance.now()
  engine.search('qs', { query: 'a', hitsPerPage: 1 })
  const buildMs = performance.now() - built
  const prepared = prepareTimed(engine)
  // No response cache: every lookup is searched (the autocomplete repeats short prefixes, which a
  // cache would answer without the engine).
  const app = createApp({
    engine,
    config: { ...KEYS, dataDir: '/nonexistent', searchCacheEntries: 0 },
    setups: [],
  })
  await app.prepared()
  const sorted = [...queries].sort()
  const prefixes = Array.from({ length: 2000 }, () => {
    const q = random.pick(sorted)
    return q.slice(0, random.int(1, Math.min(8, q.length)))
  })
  const body = (query: string) =>
    Buffer.from(
      JSON.stringify({
        requests: [
          {
            indexName: 'qs',
            query,
            hitsPerPage: 4,
            attributesToHighlight: ['query'],
            highlightPreTag: '__ais-highlight__',
            highlightPostTag: '__/ais-highlight__',
            analyticsTags: ['autocomplete'],
          },
        ],
      }),
    )
  const seen = new Set<string>()
  for (const p of prefixes.slice(0, 200)) {
    await call(app, '/1/indexes/*/queries', body(p))
    seen.add(p)
  }
  collectGarbage()
  const times: number[] = []
  const cpuTimes: number[] = []
  const shortTimes: number[] = []
  // A prefix's first lookup (its merged postings, if any, are built then) counts as cold.
  const firstTimes: number[] = []
  const repeatTimes: number[] = []
  const spans: Array<[number, number]> = []
  const firstSeen: boolean[] = []
  const gc = logGc()
  for (const p of prefixes) {
    const cpu = process.cpuUsage()
    const started = performance.now()
    const out = await call(app, '/1/indexes/*/queries', body(p))
    const ended = performance.now()
    const wall = ended - started
    spans.push([started, ended])
    times.push(wall)
    if (p.length <= 2) shortTimes.push(wall)
    firstSeen.push(!seen.has(p))
    if (seen.has(p)) repeatTimes.push(wall)
    else firstTimes.push(wall)
    seen.add(p)
    const used = process.cpuUsage(cpu)
    cpuTimes.push((used.user + used.system) / 1000)
    if (out.status !== 200) throw new Error(out.body)
  }
  await gc.stop()
  // What the slowest 1% are: lookups during which a collection started, and its share.
  const slowest = spans
    .map((span, i) => ({ span, wall: times[i]!, first: firstSeen[i]! }))
    .sort((a, b) => b.wall - a.wall)
    .slice(0, Math.ceil(spans.length / 100))
  let withGc = 0
  let gcMs = 0
  let slowFirst = 0
  let slowMs = 0
  for (const { span, wall, first } of slowest) {
    const w = gc.within(span[0], span[1])
    if (w.count > 0) withGc++
    gcMs += w.ms
    slowMs += wall
    if (first) slowFirst++
  }
  const anchor: number[] = []
  for (const p of prefixes) {
    const started = performance.now()
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (sorted[mid]! < p) lo = mid + 1
      else hi = mid
    }
    const found: string[] = []
    for (let i = lo; i < sorted.length && found.length < 4 && sorted[i]!.startsWith(p); i++)
      found.push(sorted[i]!)
    anchor.push(performance.now() - started)
  }
  await app.close()
  const p99 = percentile(times, 99)
  return [
    `  suggestion lookups at ${SUGGESTIONS.toLocaleString('en')} suggestions (2,000 prefixes of 1-8 letters, through the HTTP app without socket; ${load()})`,
    `    text index build (first search of a word after the import): ${buildMs.toFixed(0)} ms`,
    ...prepared,
    `    sorted-array prefix scan (anchor)  p50 ${percentile(anchor, 50).toFixed(4)} ms  p95 ${percentile(anchor, 95).toFixed(4)} ms  p99 ${percentile(anchor, 99).toFixed(4)} ms`,
    `    engine search on the index, wall   ${spread(times)}`,
    `    engine search on the index, CPU    ${spread(cpuTimes)} (process CPU, GC threads included)`,
    `    prefixes of 1-2 letters, wall      ${spread(shortTimes)}  (${shortTimes.length} lookups)`,
    `    a prefix's first lookup, wall      ${spread(firstTimes)}  (${firstTimes.length} lookups, counted above)`,
    `    repeated prefixes, wall            ${spread(repeatTimes)}  (${repeatTimes.length} lookups)`,
    `    slowest 1% (${slowest.length}): ${withGc} with a GC in them (${gcMs.toFixed(1)} of their ${slowMs.toFixed(1)} ms), ${slowFirst} first lookups of their prefix`,
    `    target p99 <= 5 ms: ${p99 <= 5 ? 'met' : 'MISSED'}  (${load()} at the end)`,
  ]
}
