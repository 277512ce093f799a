import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openEventLog, type EventLog } from './event-log'
import type { EventCounts, InsightsEvent } from './types'

// Anyone holding the search key can send events: the log must stay within its byte budget on
// disk, and fold what it sheds into counts rather than lose it.

const NOW = Date.UTC(2026, 10, 1)
const quiet = () => undefined

const view = (id: string): InsightsEvent => ({
  eventName: 'e',
  eventType: 'view',
  index: 'products',
  userToken: 'u',
  timestamp: NOW,
  objectIDs: [id],
})

async function diskBytes(dir: string): Promise<number> {
  let total = 0
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size
  return total
}

/** Every event of the log, whether still stored or folded into counts, as id → views. */
async function viewsById(log: EventLog): Promise<Map<string, number>> {
  const views = new Map<string, number>()
  const add = (id: string, n: number) => views.set(id, (views.get(id) ?? 0) + n)
  const snapshots: EventCounts[] = []
  await log.scan({ event: (e) => add(e.objectIDs![0]!, 1), counts: (c) => snapshots.push(c) })
  for (const c of snapshots) {
    for (const [id, [v]] of Object.entries(c.products ?? {})) add(id, v)
  }
  return views
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'event-log-budget-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the event log byte budget', () => {
  it('folds the oldest segments into counts, stays within budget, and loses no event', async () => {
    const warnings: string[] = []
    const log = await openEventLog({
      dir,
      segmentBytes: 2_000,
      maxBytes: 10_000,
      now: () => NOW,
      warn: (message) => warnings.push(message),
    })
    const sent = new Map<string, number>()
    for (let i = 0; i < 600; i++) {
      const id = `p${i % 40}`
      sent.set(id, (sent.get(id) ?? 0) + 1)
      await log.append([view(id)])
    }
    await log.compact()
    // The budget, plus one segment being written while the fold ran.
    expect(await diskBytes(dir)).toBeLessThanOrEqual(10_000 + 2_000)
    expect(await viewsById(log)).toEqual(sent)
    expect(warnings[0]).toMatch(/events were folded into per-item counts/)
    await log.close()
    const reopened = await openEventLog({ dir, segmentBytes: 2_000, maxBytes: 10_000, warn: quiet })
    expect(await viewsById(reopened)).toEqual(sent)
    await reopened.close()
  })

  it('keeps the most viewed items when a flood of invented objectIDs is folded', async () => {
    const log = await openEventLog({
      dir,
      segmentBytes: 4_000,
      maxBytes: 20_000,
      maxCountedItems: 50,
      now: () => NOW,
      warn: quiet,
    })
    const real = Array.from({ length: 10 }, (_, i) => `real-${i}`)
    for (let round = 0; round < 5; round++) {
      await log.append(real.map(view))
      await log.append(Array.from({ length: 400 }, (_, i) => view(`invented-${round}-${i}`)))
    }
    for (let i = 0; i < 20; i++) await log.append([view(`late-${i}`)])
    await log.compact()
    const views = await viewsById(log)
    for (const id of real) expect(views.get(id)).toBe(5)
    const invented = [...views.keys()].filter((id) => id.startsWith('invented-'))
    expect(invented.length).toBeLessThanOrEqual(50)
    await log.close()
  })

  it('shrinks a log left past a lowered budget when it is opened', async () => {
    const big = await openEventLog({ dir, segmentBytes: 2_000, now: () => NOW })
    for (let i = 0; i < 300; i++) await big.append([view(`p${i % 7}`)])
    await big.close()
    expect(await diskBytes(dir)).toBeGreaterThan(20_000)
    const log = await openEventLog({
      dir,
      segmentBytes: 2_000,
      maxBytes: 8_000,
      now: () => NOW,
      warn: quiet,
    })
    await log.compact()
    expect(await diskBytes(dir)).toBeLessThanOrEqual(8_000 + 2_000)
    const total = [...(await viewsById(log)).values()].reduce((a, b) => a + b, 0)
    expect(total).toBe(300)
    await log.close()
  })
})
