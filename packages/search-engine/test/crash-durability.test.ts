import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { searchClient } from '@algolia/client-search'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEventLog } from '../src/insights/event-log'
import { bundleChildServer, startChild, type Child } from './support/child-process'
import { TEST_KEYS } from './support/test-server'

// Item 3 of issue 12: a write acknowledged as published survives kill -9. The child server saves
// its index files only every ten minutes here, so everything found after a restart came back
// through the write-ahead log.

let bundle: { bundle: string; remove(): Promise<void> }
let dataDir: string
const running = new Set<Child>()

beforeAll(async () => {
  bundle = await bundleChildServer()
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-crash-'))
}, 60_000)

afterAll(async () => {
  for (const child of running) await child.kill()
  await bundle.remove()
  await rm(dataDir, { recursive: true, force: true })
})

async function start(): Promise<Child> {
  const child = await startChild(bundle.bundle, [dataDir, '600000'])
  running.add(child)
  return child
}

async function crash(child: Child): Promise<void> {
  await child.kill()
  running.delete(child)
}

function clientOf(child: Child) {
  const hosts = [
    {
      url: child.url.replace('http://', ''),
      protocol: 'http' as const,
      accept: 'readWrite' as const,
    },
  ]
  return searchClient(TEST_KEYS.appId, TEST_KEYS.adminKey, { hosts })
}

function raw(child: Child, path: string, body: unknown, key = TEST_KEYS.adminKey) {
  return fetch(child.url + path, {
    method: 'POST',
    headers: { 'x-algolia-application-id': TEST_KEYS.appId, 'x-algolia-api-key': key },
    body: JSON.stringify(body),
  })
}

async function storedRecords(
  child: Child,
  ids: string[],
): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>()
  for (let i = 0; i < ids.length; i += 1000) {
    const requests = ids.slice(i, i + 1000).map((objectID) => ({ indexName: 'crash', objectID }))
    const res = await raw(child, '/1/indexes/*/objects', { requests })
    const { results } = (await res.json()) as { results: Array<Record<string, unknown> | null> }
    for (const record of results) if (record) found.set(String(record.objectID), record)
  }
  return found
}

async function storedTokens(): Promise<Set<string>> {
  const log = await openEventLog({ dir: join(dataDir, 'events') })
  const tokens = new Set<string>()
  await log.scan({ event: (event) => tokens.add(event.userToken) })
  await log.close()
  return tokens
}

describe('acknowledged writes survive SIGKILL', () => {
  it('records, partial updates, deletions, settings and events, over four kills', async () => {
    const expected = new Map<string, Record<string, unknown>>()
    const deleted = new Set<string>()
    const tokens: string[] = []
    let child = await start()
    for (let round = 0; round < 4; round++) {
      const client = clientOf(child)
      // Official client, synchronous style: each call returns once its task is published.
      const objects = Array.from({ length: 120 }, (_, i) => ({
        objectID: `r${round}-${i}`,
        round,
        name: `item ${i}`,
      }))
      await client.saveObjects({ indexName: 'crash', objects, waitForTasks: true })
      for (const object of objects) expected.set(object.objectID, object)
      const counted = await client.partialUpdateObject({
        indexName: 'crash',
        objectID: 'counter',
        attributesToUpdate: { hits: { _operation: 'Increment', value: 1 } },
      })
      await client.waitForTask({ indexName: 'crash', taskID: counted.taskID! })
      expected.set('counter', { objectID: 'counter', hits: round + 1 })
      if (round > 0) {
        const gone = `r${round - 1}-0`
        const task = await client.deleteObject({ indexName: 'crash', objectID: gone })
        await client.waitForTask({ indexName: 'crash', taskID: task.taskID })
        expected.delete(gone)
        deleted.add(gone)
      }
      const settings = await client.setSettings({
        indexName: 'crash',
        indexSettings: { searchableAttributes: ['name'], userData: { round } },
      })
      await client.waitForTask({ indexName: 'crash', taskID: settings.taskID })
      const events = await raw(
        child,
        '/1/events',
        {
          events: [
            {
              eventType: 'view',
              eventName: 'Viewed',
              index: 'crash',
              userToken: `crash-${round}`,
              objectIDs: [`r${round}-1`],
            },
          ],
        },
        TEST_KEYS.searchKey,
      )
      expect(events.status).toBe(200)
      tokens.push(`crash-${round}`)

      // Writes in flight at the kill: the ones answered before it must all be there.
      const inFlight = Array.from({ length: 12 }, (_, b) => {
        const batch = Array.from({ length: 40 }, (_, i) => ({
          objectID: `f${round}-${b}-${i}`,
          round,
          batch: b,
        }))
        return raw(child, '/1/indexes/crash/batch', {
          requests: batch.map((body) => ({ action: 'addObject', body })),
        }).then(
          (res) => {
            if (res.status === 200) for (const body of batch) expected.set(body.objectID, body)
          },
          () => undefined,
        )
      })
      await Promise.race(inFlight)
      await crash(child)
      await Promise.all(inFlight)

      child = await start()
      const stored = await storedRecords(child, [...expected.keys(), ...deleted])
      const missing = [...expected.keys()].filter((id) => !stored.has(id))
      expect(missing).toEqual([])
      for (const [id, record] of expected) expect(stored.get(id)).toEqual(record)
      for (const id of deleted) expect(stored.has(id)).toBe(false)
      const current = await clientOf(child).getSettings({ indexName: 'crash' })
      expect(current.userData).toEqual({ round })
    }
    await crash(child)
    const logged = await storedTokens()
    for (const token of tokens) expect(logged.has(token)).toBe(true)
  }, 60_000)
})
