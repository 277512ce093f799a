import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { startServer } from '../src/server/start-server'
import { line, percentile, ROUNDS, runPhases, SECONDS, summarise } from './attack-run'

// Events attack benchmark: a shopper's listing-page search, measured alone (the anchor) and while
// two connections send, with the search key, the costliest events the Insights API accepts:
// 1,000 purchases of 20 products per request, as orders of 260 products (13 events each, new
// shoppers every request), which make ~31,000 product pairs per order for bought-together.
// Target: the shopper's searches stay under 50 ms (p99), as in attack.bench.ts, and the server's
// heap stays bounded. Same phases and variables as attack.bench.ts.

const KEYS = { appId: 'BENCH', adminKey: 'bench-admin', searchKey: 'bench-search' }
const TARGET_MS = 50
const HEADERS = {
  'x-algolia-application-id': KEYS.appId,
  'x-algolia-api-key': KEYS.searchKey,
  'content-type': 'application/json',
}
const PRODUCTS = 5000
const BODIES = 12

const productId = (n: number) => `p${String((n % PRODUCTS) + 1).padStart(5, '0')}`

function largeOrders(n: number): string {
  const events = Array.from({ length: 1000 }, (_, i) => ({
    eventType: 'conversion',
    eventSubtype: 'purchase',
    eventName: 'Order placed',
    index: 'products',
    userToken: `bulk-${n}-${Math.floor(i / 13)}`,
    objectIDs: Array.from({ length: 20 }, (_, k) => productId(n * 977 + i * 20 + k)),
  }))
  return JSON.stringify({ events })
}

// Vitest's workers do not inherit --expose-gc: the flag is set here, and gc taken from a context.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void
const heapMb = () => {
  collectGarbage()
  return Math.round(process.memoryUsage().heapUsed / 1e6)
}

test(
  'listing-page searches while two connections send costly events',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-events-attack-'))
    const server = await startServer({
      config: { port: 0, host: '127.0.0.1', dataDir, searchCacheEntries: 0, ...KEYS },
      seedIfEmpty: true,
      seedCount: PRODUCTS,
    })
    const stalls = monitorEventLoopDelay({ resolution: 1 })
    try {
      const heapBefore = heapMb()
      stalls.enable()
      const attacks = Array.from({ length: BODIES }, (_, n) => ({
        path: '/1/events',
        body: largeOrders(n),
      }))
      const result = await runPhases(server.url, HEADERS, attacks)
      stalls.disable()
      // Acknowledged once durable (waiting at most a second for the models).
      const last = await fetch(`${server.url}/1/events`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({
          events: [
            {
              eventType: 'view',
              eventName: 'v',
              index: 'products',
              userToken: 'last',
              objectIDs: [productId(0)],
            },
          ],
        }),
      })
      await last.arrayBuffer()
      expect(last.status).toBe(200)
      const heapAfter = heapMb()
      const { alone, attacked, costly, ratio, p99 } = summarise(result)
      console.log(
        [
          '',
          `Shopper listing-page search while events arrive, ${PRODUCTS} products, ${ROUNDS} × ${SECONDS} s per phase`,
          line('alone (anchor)', alone),
          line('with 2 events connections', attacked),
          `  ratio attacked / alone: p50 ${ratio(50)}, p95 ${ratio(95)}, p99 ${ratio(99)}; target p99 < ${TARGET_MS} ms: ${p99 < TARGET_MS ? 'met' : 'NOT met'}`,
          `  events requests answered: ${Object.entries(result.statuses)
            .map(([s, n]) => `${s}: ${n}`)
            .join(
              ', ',
            )} (1,000 events each), p50 ${percentile(costly, 50)?.toFixed(0)} ms, max ${costly[costly.length - 1]?.toFixed(0)} ms`,
          `  server heap after GC: ${heapBefore} MB before, ${heapAfter} MB after (the client runs in its own process)`,
          `  server event loop: longest stall ${(stalls.max / 1e6).toFixed(1)} ms wall, p99 ${(stalls.percentile(99) / 1e6).toFixed(1)} ms`,
          `  machine load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on a shared machine`,
          '',
        ].join('\n'),
      )
      expect(Object.keys(result.statuses).every((status) => Number(status) < 500)).toBe(true)
      expect(result.statuses['200']).toBeGreaterThan(0)
    } finally {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  },
  (2 * ROUNDS * SECONDS + 240) * 1000,
)
