import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSearchLog } from '../src/analytics/search-log'
import { dayOf } from '../src/analytics/day'
import { runCli } from '../src/cli/run-cli'
import { openEventLog } from '../src/insights/event-log'
import { captureIO } from './support/cli-io'

let dataDir: string
const now = Date.now()
const today = dayOf(now)

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-analytics-cli-'))
  const log = await openSearchLog({ dir: join(dataDir, 'analytics') })
  const base = { t: now, index: 'products' }
  log.append({ ...base, query: 'Jacket', nbHits: 12, queryID: 'q1', hits: ['a', 'b'] })
  log.append({ ...base, query: 'jacket', nbHits: 12, queryID: 'q2' })
  log.append({ ...base, query: 'boots', nbHits: 4 })
  log.append({ ...base, query: 'unicorn', nbHits: 0 })
  log.append({ ...base, query: 'old', nbHits: 3, t: now - 30 * 86_400_000 })
  await log.close()
  const events = await openEventLog({ dir: join(dataDir, 'events') })
  await events.append([
    {
      eventName: 'Hit Clicked',
      eventType: 'click',
      index: 'products',
      userToken: 'u',
      timestamp: now,
      queryID: 'q1',
      objectIDs: ['b'],
      positions: [2],
    },
  ])
  await events.close()
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('vitrine-search analytics', () => {
  it('prints a readable report of the last eight days', async () => {
    const io = captureIO()
    expect(await runCli(['analytics', '--data', dataDir], io)).toBe(0)
    const text = io.stdout.join('\n')
    expect(text).toContain(`Search analytics for "products"`)
    expect(text).toMatch(/Searches\s+4\n/)
    expect(text).toMatch(/No-result rate\s+25\.0%/)
    expect(text).toMatch(/Click-through\s+50\.0% of 2 tracked searches/)
    expect(text).toMatch(/jacket\s+2\s+12\s+50\.0%\s+0\.0%/)
    expect(text).toMatch(/unicorn\s+1\s+0/)
    expect(text).not.toContain('old')
  })

  it('prints JSON for scripts, for a chosen range', async () => {
    const io = captureIO()
    const from = dayOf(now - 40 * 86_400_000)
    const code = await runCli(
      ['analytics', '--data', dataDir, '--json', '--from', from, '--to', today, '--limit', '2'],
      io,
    )
    expect(code).toBe(0)
    const report = JSON.parse(io.stdout.join('\n'))
    expect(report).toMatchObject({
      index: 'products',
      startDate: from,
      endDate: today,
      searches: 5,
      clickThroughRate: 0.5,
      conversionRate: 0,
      noResultSearches: [{ search: 'unicorn', count: 1, withFilterCount: 0 }],
    })
    expect(report.topSearches.map((s: { search: string }) => s.search)).toEqual(['jacket', 'boots'])
  })

  it('rejects a malformed date with the usage exit code', async () => {
    const io = captureIO()
    expect(await runCli(['analytics', '--data', dataDir, '--from', '2024-13-01'], io)).toBe(2)
    expect(io.stderr.join('\n')).toContain('--from must be a date')
  })
})
