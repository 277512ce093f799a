import { mkdir, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { addDays, dayOf } from '../src/analytics/day'
import { openEventLog } from '../src/insights/event-log'
import { startTestServer } from './support/test-server'

// The server's disk budgets come from its configuration (VITRINE_EVENTS_MAX_BYTES,
// VITRINE_ANALYTICS_MAX_BYTES): a data directory past them is brought back within them.

async function bytesIn(dir: string): Promise<number> {
  let total = 0
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size
  return total
}

describe('the configured disk budgets', () => {
  it('shrink an event log and recorded searches that are past them', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrine-disk-budgets-'))
    const events = join(dataDir, 'events')
    const log = await openEventLog({ dir: events, segmentBytes: 2_000 })
    for (let i = 0; i < 300; i++) {
      await log.append([
        {
          eventName: 'Viewed',
          eventType: 'view',
          index: 'products',
          userToken: `u${i}`,
          timestamp: Date.now(),
          objectIDs: [`p${i % 9}`],
        },
      ])
    }
    await log.close()
    expect(await bytesIn(events)).toBeGreaterThan(30_000)
    const analytics = join(dataDir, 'analytics')
    await mkdir(analytics)
    const today = dayOf(Date.now())
    for (const n of [3, 2, 1]) {
      const day = addDays(today, -n)
      await writeFile(join(analytics, `searches-${day}.ndjson`), `${'x'.repeat(9_999)}\n`)
    }

    const t = await startTestServer({
      dataDir,
      config: { eventLogMaxBytes: 8_000, searchLogMaxBytes: 24_000 },
    })
    try {
      const train = await t.request('/vitrine/recommend/train', { method: 'POST' })
      expect(train.status).toBe(200)
      expect(await bytesIn(events)).toBeLessThanOrEqual(8_000)
      // 24,000 bytes less room for today's file (1,500): two old days of 10,000 bytes fit.
      expect((await readdir(analytics)).sort()).toEqual(
        [2, 1].map((n) => `searches-${addDays(today, -n)}.ndjson`),
      )
    } finally {
      await t.close()
    }
  })
})
