import { appendFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openEventLog, type EventLog } from './event-log'
import type { EventCounts, InsightsEvent } from './types'
import { seedEvents } from './seed-events'

const DAY = 86_400_000
const NOW = Date.UTC(2025, 5, 1)

function event(id: string, timestamp = NOW, eventType: InsightsEvent['eventType'] = 'view') {
  return {
    eventName: 'e',
    eventType,
    index: 'products',
    userToken: 'u',
    timestamp,
    objectIDs: [id],
  }
}

async function readAll(log: EventLog) {
  const events: InsightsEvent[] = []
  const counts: EventCounts[] = []
  await log.scan({ event: (e) => events.push(e), counts: (c) => counts.push(c) })
  return { ids: events.map((e) => e.objectIDs![0]), counts }
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'event-log-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('openEventLog', () => {
  it('keeps appended events across a reopen, in order', async () => {
    const log = await openEventLog({ dir })
    await log.append([event('a'), event('b')])
    await log.append([event('c')])
    await log.close()
    const reopened = await openEventLog({ dir })
    expect((await readAll(reopened)).ids).toEqual(['a', 'b', 'c'])
    await reopened.append([event('d')])
    expect((await readAll(reopened)).ids).toEqual(['a', 'b', 'c', 'd'])
    await reopened.close()
  })

  it('group-commits concurrent appends and notifies listeners before answering', async () => {
    const log = await openEventLog({ dir })
    const seen: string[] = []
    log.onCommit((events) => seen.push(...events.map((e) => e.objectIDs![0]!)))
    const order: string[] = []
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((id) =>
        log.append([event(id)]).then(() => order.push(`${id}:${seen.includes(id)}`)),
      ),
    )
    expect(seen).toEqual(['a', 'b', 'c', 'd'])
    expect(order.every((entry) => entry.endsWith(':true'))).toBe(true)
    await log.close()
  })

  it('cuts a torn last line left by a crash mid-write', async () => {
    const log = await openEventLog({ dir })
    await log.append([event('a')])
    await log.close()
    const [segment] = await readdir(dir)
    await appendFile(join(dir, segment!), '{"eventName":"e","eventTy')
    const reopened = await openEventLog({ dir })
    await reopened.append([event('b')])
    expect((await readAll(reopened)).ids).toEqual(['a', 'b'])
    await reopened.close()
  })

  it('rolls segments and scans up to the position taken at start', async () => {
    const log = await openEventLog({ dir, segmentBytes: 300 })
    for (const id of 'abcdefgh') await log.append([event(id)])
    expect((await readdir(dir)).length).toBeGreaterThan(2)
    const seen: string[] = []
    const scan = log.scan({ event: (e) => seen.push(e.objectIDs![0]!) })
    await log.append([event('late')])
    await scan
    expect(seen).toEqual([...'abcdefgh'])
    await log.close()
  })

  it('compacts: merges segments, folds events past retention into counts', async () => {
    const log = await openEventLog({ dir, segmentBytes: 300, now: () => NOW })
    await log.append([
      event('old', NOW - 100 * DAY, 'click'),
      event('old', NOW - 95 * DAY, 'conversion'),
    ])
    await log.append([event('new')])
    await log.append([event('newer')])
    const report = await log.compact()
    expect(report).toMatchObject({ merged: 1, dropped: 2 })
    expect(await log.compact()).toEqual({ merged: 0, dropped: 0, kept: 0 })
    await log.append([event('newest')])
    const { ids, counts } = await readAll(log)
    expect(ids).toEqual(['new', 'newer', 'newest'])
    expect(counts).toEqual([{ products: { old: [0, 1, 1] } }])
    await log.close()
    const reopened = await openEventLog({ dir, now: () => NOW })
    expect(await readAll(reopened)).toEqual({ ids: ['new', 'newer', 'newest'], counts })
    await reopened.close()
  })

  it('counts an index or objectID named __proto__ or constructor as data (search-key input)', async () => {
    // Found auditing lookups keyed by request values: each wrote into Object.prototype once its
    // event fell out of retention (`counts[index] ??= {}` read the inherited value).
    const prototype = Object.getOwnPropertyNames(Object.prototype).sort()
    const log = await openEventLog({ dir, segmentBytes: 300, now: () => NOW })
    const old = NOW - 100 * DAY
    await log.append([
      { ...event('polluted', old, 'click'), index: '__proto__' },
      { ...event('__proto__', old, 'click'), objectIDs: ['__proto__', 'constructor'] },
    ])
    await log.append([event('new')])
    expect(await log.compact()).toMatchObject({ dropped: 2 })
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototype)
    await log.close()
    const reopened = await openEventLog({ dir, now: () => NOW })
    const { counts } = await readAll(reopened)
    await reopened.close()
    const entries = counts.map((c) =>
      Object.entries(c).map(([i, items]) => [i, Object.entries(items)]),
    )
    expect(entries).toEqual([
      [
        ['__proto__', [['polluted', [0, 1, 0]]]],
        [
          'products',
          [
            ['__proto__', [0, 1, 0]],
            ['constructor', [0, 1, 0]],
          ],
        ],
      ],
    ])
  })

  it('compacts old events of the active segment too, and keeps recent logs untouched', async () => {
    const log = await openEventLog({ dir, now: () => NOW })
    await log.append([event('old', NOW - 91 * DAY), event('recent', NOW - DAY)])
    expect(await log.compact()).toMatchObject({ merged: 1, dropped: 1, kept: 1 })
    const before = (await readdir(dir)).sort()
    expect(await log.compact()).toEqual({ merged: 0, dropped: 0, kept: 0 })
    expect((await readdir(dir)).sort()).toEqual(before)
    expect((await readAll(log)).ids).toEqual(['recent'])
    await log.close()
  })

  it('recovers from a crash in the middle of a compaction', async () => {
    const log = await openEventLog({ dir, segmentBytes: 200 })
    for (const id of 'abcd') await log.append([event(id)])
    await log.close()
    // A finished merge of segments 1..2 whose inputs were not deleted yet, and an unfinished one.
    const merged = [event('a'), event('b')].map((e) => JSON.stringify(e)).join('\n')
    await writeFile(join(dir, 'seg-00000001-00000002.ndjson'), `${merged}\n`)
    await writeFile(join(dir, 'seg-00000001-00000003.ndjson.tmp'), 'garbage')
    const reopened = await openEventLog({ dir })
    expect((await readAll(reopened)).ids).toEqual(['a', 'b', 'c', 'd'])
    expect((await readdir(dir)).some((f) => f.endsWith('.tmp'))).toBe(false)
    await reopened.close()
  })

  it('seeds many events durably', async () => {
    const log = await openEventLog({ dir })
    const events = Array.from({ length: 5000 }, (_, i) => event(`o${i}`))
    await seedEvents(log, events, 500)
    await log.close()
    const reopened = await openEventLog({ dir })
    const { ids } = await readAll(reopened)
    expect(ids).toHaveLength(5000)
    expect(ids[4999]).toBe('o4999')
    await reopened.close()
  })

  it('refuses appends after close', async () => {
    const log = await openEventLog({ dir })
    await log.close()
    await expect(log.append([event('a')])).rejects.toThrow('closed')
  })
})
