import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEventLog } from '../src/insights/event-log'
import type { InsightsEvent } from '../src/insights/types'
import { bundleChildServer } from './support/child-process'
import { TEST_KEYS } from './support/test-server'

let bundle: string
let dataDir: string
const children = new Set<ChildProcess>()

beforeAll(async () => {
  // The child runs the real server from source (see support/child-process.ts).
  ;({ bundle } = await bundleChildServer('test/insights-child-server.ts'))
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-durability-'))
}, 60_000)

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await rm(dataDir, { recursive: true, force: true })
  await rm(bundle, { force: true })
})

function startChild(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [bundle, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] })
  children.add(child)
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /READY (\S+)/.exec(out)
      if (match) resolve({ child, url: match[1]! })
    })
    child.once('exit', (code) => reject(new Error(`child exited early with ${code}`)))
  })
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
    children.delete(child)
  })
}

function send(url: string, events: unknown[]) {
  return fetch(`${url}/1/events`, {
    method: 'POST',
    headers: {
      'x-algolia-application-id': TEST_KEYS.appId,
      'x-algolia-api-key': TEST_KEYS.searchKey,
    },
    body: JSON.stringify({ events }),
  })
}

const view = (userToken: string, objectID: string) => ({
  eventName: 'Viewed',
  eventType: 'view',
  index: 'products',
  userToken,
  objectIDs: [objectID],
})

async function storedTokens(): Promise<Set<string>> {
  const log = await openEventLog({ dir: join(dataDir, 'events') })
  const tokens = new Set<string>()
  await log.scan({ event: (e: InsightsEvent) => tokens.add(e.userToken) })
  await log.close()
  return tokens
}

describe('event durability', () => {
  it('keeps every acknowledged event when the server is killed right after answering', async () => {
    const first = await startChild()
    const single = await send(first.url, [view('durable-1', 'p00001')])
    expect(single.status).toBe(200)
    const batches = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(first.url, [view(`durable-batch-${i}`, 'p00002')])),
    )
    expect(batches.map((r) => r.status)).toEqual(Array(20).fill(200))
    await kill(first.child)

    const tokens = await storedTokens()
    expect(tokens.has('durable-1')).toBe(true)
    for (let i = 0; i < 20; i++) expect(tokens.has(`durable-batch-${i}`)).toBe(true)

    const second = await startChild()
    const response = await fetch(`${second.url}/1/indexes/*/recommendations`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': TEST_KEYS.appId,
        'x-algolia-api-key': TEST_KEYS.searchKey,
      },
      body: JSON.stringify({
        requests: [
          {
            indexName: 'products',
            model: 'recommended-for-you',
            threshold: 0,
            queryParameters: { userToken: 'durable-1' },
          },
        ],
      }),
    })
    const body = (await response.json()) as { results: Array<{ hits: unknown[] }> }
    expect(body.results[0]!.hits.length).toBeGreaterThan(0)
    await kill(second.child)
  }, 60_000)
})
