import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { expect, test } from 'vitest'
import { startServer } from '../src/server/start-server'
import { line, ROUNDS, runPhases, SECONDS, summarise } from './attack-run'

// Disk attack benchmark: a shopper's listing-page search, measured alone (the anchor) and while
// two connections send, with the search key, the events that take the most disk: 1,000 views of
// 20 invented 80-character objectIDs per request (~1.9 MB each). Unbounded, they wrote 33 MB/s
// until the disk was full. Here the event log has a 64 MB budget: the bench samples the events
// directory and checks it stays within the budget plus two 32 MiB segments and a compaction's
// output, while the oldest events are folded into counts. Same phases as attack.bench.ts.

const KEYS = { appId: 'BENCH', adminKey: 'bench-admin', searchKey: 'bench-search' }
const TARGET_MS = 50
const BUDGET = 64_000_000
const CEILING = BUDGET + 2 * 32 * 1024 * 1024 + 16_000_000
const HEADERS = {
  'x-algolia-application-id': KEYS.appId,
  'x-algolia-api-key': KEYS.searchKey,
  'content-type': 'application/json',
}
const BODIES = 12

function inventedViews(n: number): string {
  const events = Array.from({ length: 1000 }, (_, i) => ({
    eventType: 'view',
    eventName: 'Viewed',
    index: 'products',
    userToken: `flood-${n}-${i}`,
    objectIDs: Array.from({ length: 20 }, (_, k) => `${n}-${i}-${k}-`.padEnd(80, 'z')),
  }))
  return JSON.stringify({ events })
}

async function bytesIn(dir: string): Promise<number> {
  let total = 0
  for (const name of await readdir(dir).catch(() => [])) {
    total += (await stat(join(dir, name)).catch(() => ({ size: 0 }))).size
  }
  return total
}

test(
  'listing-page searches while two connections flood the event log',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-disk-attack-'))
    const server = await startServer({
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        searchCacheEntries: 0,
        eventLogMaxBytes: BUDGET,
        ...KEYS,
      },
      seedIfEmpty: true,
      seedCount: 5000,
    })
    const events = join(dataDir, 'events')
    let largest = 0
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        largest = Math.max(largest, await bytesIn(events))
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    const stalls = monitorEventLoopDelay({ resolution: 1 })
    try {
      stalls.enable()
      const attacks = Array.from({ length: BODIES }, (_, n) => ({
        path: '/1/events',
        body: inventedViews(n),
      }))
      const result = await runPhases(server.url, HEADERS, attacks)
      stalls.disable()
      sampling = false
      await sampler
      const { alone, attacked, costly, ratio, p99 } = summarise(result)
      const answered = Object.entries(result.statuses)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')
      const mb = (bytes: number) => (bytes / 1e6).toFixed(0)
      console.log(
        [
          '',
          `Shopper listing-page search while the event log is flooded, ${ROUNDS} × ${SECONDS} s per phase`,
          line('alone (anchor)', alone),
          line('with 2 flooding connections', attacked),
          `  ratio attacked / alone: p50 ${ratio(50)}, p95 ${ratio(95)}, p99 ${ratio(99)}; target p99 < ${TARGET_MS} ms: ${p99 < TARGET_MS ? 'met' : 'NOT met'}`,
          `  events requests answered: ${answered} (~1.9 MB each), max ${costly[costly.length - 1]?.toFixed(0)} ms`,
          `  events directory: at most ${mb(largest)} MB (budget ${mb(BUDGET)} MB, ceiling ${mb(CEILING)} MB); sent ${mb(costly.length * 1.9e6)} MB`,
          `  server event loop: longest stall ${(stalls.max / 1e6).toFixed(1)} ms wall, p99 ${(stalls.percentile(99) / 1e6).toFixed(1)} ms`,
          '',
        ].join('\n'),
      )
      expect(Object.keys(result.statuses).every((status) => Number(status) < 500)).toBe(true)
      expect(largest).toBeLessThanOrEqual(CEILING)
    } finally {
      sampling = false
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  },
  (2 * ROUNDS * SECONDS + 240) * 1000,
)
