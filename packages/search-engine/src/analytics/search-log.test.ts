import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addDays, dayOf } from './day'
import { openSearchLog } from './search-log'
import type { SearchRecord } from './types'

// Every search is recorded, and searches come from browsers with the search key: the daily
// files must stay within a byte budget however many searches arrive.

const NOW = Date.UTC(2026, 10, 27, 12)
const TODAY = dayOf(NOW)

const search = (n: number, t = NOW): SearchRecord => ({
  t,
  index: 'products',
  query: `query number ${n}`,
  nbHits: n,
  hits: ['p00001', 'p00002'],
})

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-log-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the search log byte budget', () => {
  it("stops a day's file at a sixteenth of the budget, on a line boundary", async () => {
    const warnings: string[] = []
    const log = await openSearchLog({
      dir,
      maxBytes: 16_000,
      now: () => NOW,
      warn: (message) => warnings.push(message),
    })
    for (let n = 0; n < 100; n++) log.append(search(n))
    await log.flush()
    for (let n = 100; n < 200; n++) log.append(search(n))
    await log.close()
    const file = join(dir, `searches-${TODAY}.ndjson`)
    expect((await stat(file)).size).toBeLessThanOrEqual(1_000)
    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean)
    expect(lines.map((line) => (JSON.parse(line) as SearchRecord).nbHits)).toEqual(
      lines.map((_, n) => n),
    )
    expect(log.unwritten()).toBe(200 - lines.length)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`Recorded searches of ${TODAY} reached their daily share`)
  })

  it('deletes the oldest days, never today, to keep the files within budget', async () => {
    const days = [5, 4, 3, 2, 1].map((n) => addDays(TODAY, -n))
    for (const day of days)
      await writeFile(join(dir, `searches-${day}.ndjson`), `${'x'.repeat(3_999)}\n`)
    const log = await openSearchLog({ dir, maxBytes: 16_000, now: () => NOW })
    log.append(search(1))
    await log.close()
    const left = (await readdir(dir)).sort()
    // 16,000 bytes less room for today's file (1,000): three old days of 4,000 fit.
    expect(left).toEqual([...days.slice(2), TODAY].map((day) => `searches-${day}.ndjson`))
    const replayed: SearchRecord[] = []
    const reopened = await openSearchLog({ dir, maxBytes: 16_000, now: () => NOW })
    await reopened.replay((record) => replayed.push(record))
    expect(replayed.filter((record) => record.t === NOW)).toHaveLength(1)
    await reopened.close()
  })
})
