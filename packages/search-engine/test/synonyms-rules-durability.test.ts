import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  INDICES,
  applyToModel,
  emptyModel,
  opArb,
  replicasOf,
  requestOf,
  touchedBy,
  type Item,
  type Kind,
  type Model,
} from './support/dictionary-model'
import { toJsonText, toSegment } from './support/hostile-json'
import { bundleChildServer, startChild, type Child } from './support/child-process'
import { TEST_KEYS, startTestServer } from './support/test-server'

// Every synonym and rule write the server acknowledged (2xx with a taskID) is there once its task
// is published, after a kill -9 (write-ahead log only: the child saves index files every ten
// minutes), and after clean restarts (index files); a rejected write changes nothing.

type Call = (method: string, path: string, body?: string) => Promise<Response>

const callOf =
  (url: string): Call =>
  (method, path, body) =>
    fetch(url + path, {
      method,
      headers: {
        'x-algolia-application-id': TEST_KEYS.appId,
        'x-algolia-api-key': TEST_KEYS.adminKey,
      },
      ...(body !== undefined && { body }),
    })

/** Every synonym or rule of an index, through the search route (none when it does not exist). */
async function listed(call: Call, index: string, kind: Kind): Promise<Map<string, Item>> {
  const found = new Map<string, Item>()
  for (let page = 0; ; page++) {
    const response = await call(
      'POST',
      `/1/indexes/${toSegment(index)}/${kind}/search`,
      JSON.stringify({ page, hitsPerPage: 100 }),
    )
    if (response.status === 404) return found
    expect(response.status).toBe(200)
    const { hits, nbHits } = (await response.json()) as { hits: Item[]; nbHits: number }
    for (const hit of hits) found.set(String(hit.objectID), hit)
    if (found.size >= nbHits || hits.length === 0) return found
  }
}

async function expectState(call: Call, model: Model, indices: Iterable<string>): Promise<void> {
  for (const index of indices) {
    for (const kind of ['synonyms', 'rules'] as const) {
      const expected = Object.fromEntries(model.get(index)?.[kind] ?? [])
      expect(Object.fromEntries(await listed(call, index, kind)), `${kind} of ${index}`).toEqual(
        expected,
      )
    }
  }
}

async function waitForTask(call: Call, index: string, taskID: number): Promise<void> {
  for (;;) {
    const response = await call('GET', `/1/indexes/${toSegment(index)}/task/${taskID}`)
    const { status } = (await response.json()) as { status?: string }
    if (status === 'published') return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

let bundle: { bundle: string; remove(): Promise<void> }
let dataDir: string
const running = new Set<Child>()

async function startCrashable(): Promise<Child> {
  const child = await startChild(bundle.bundle, [dataDir, '600000'])
  running.add(child)
  return child
}

beforeAll(async () => {
  bundle = await bundleChildServer()
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-dict-durability-'))
}, 60_000)

afterAll(async () => {
  for (const child of running) await child.kill()
  await bundle?.remove()
  await rm(dataDir, { recursive: true, force: true })
})

describe('a rejected delete changes nothing (found by the property below)', () => {
  it.each([
    ['synonyms', { objectID: 'x', type: 'synonym', synonyms: ['a', 'b'] }],
    ['rules', { objectID: 'x', consequence: { userData: { on: 'replica' } } }],
  ] as const)(
    '%s: a 404 delete with forwardToReplicas keeps the replica own copy',
    async (kind, item) => {
      const server = await startTestServer()
      try {
        const call = callOf(server.url)
        await call('PUT', '/1/indexes/shop/settings', JSON.stringify({ replicas: ['shop_r'] }))
        const saved = await call('PUT', `/1/indexes/shop_r/${kind}/x`, JSON.stringify(item))
        expect(saved.status).toBe(200)
        const deleted = await call('DELETE', `/1/indexes/shop/${kind}/x?forwardToReplicas=true`)
        expect(deleted.status).toBe(404)
        expect((await call('GET', `/1/indexes/shop_r/${kind}/x`)).status).toBe(200)
      } finally {
        await server.close()
      }
    },
  )
})

describe('index operations carry synonyms and rules (found by the property below)', () => {
  it("replaceAllObjects keeps the index's synonyms and rules (its move dropped them)", async () => {
    const server = await startTestServer()
    try {
      const client = server.admin()
      const synonymHit = { objectID: 's', type: 'synonym' as const, synonyms: ['tee', 'shirt'] }
      await client.saveSynonym({ indexName: 'shop', objectID: 's', synonymHit })
      const rule = { objectID: 'r', consequence: { userData: { kept: true } } }
      const saved = await client.saveRule({ indexName: 'shop', objectID: 'r', rule })
      await client.waitForTask({ indexName: 'shop', taskID: saved.taskID })
      await client.replaceAllObjects({ indexName: 'shop', objects: [{ objectID: '1' }] })
      expect(await client.getSynonym({ indexName: 'shop', objectID: 's' })).toEqual(synonymHit)
      expect(await client.getRule({ indexName: 'shop', objectID: 'r' })).toEqual(rule)
    } finally {
      await server.close()
    }
  })

  it('a copy scoped to rules copies the rules and keeps the destination synonyms', async () => {
    const server = await startTestServer()
    try {
      const call = callOf(server.url)
      const rule = { objectID: 'r', consequence: { userData: { copied: true } } }
      const synonym = { objectID: 's', type: 'synonym', synonyms: ['a', 'b'] }
      await call('PUT', '/1/indexes/from/rules/r', JSON.stringify(rule))
      await call('PUT', '/1/indexes/to/synonyms/s', JSON.stringify(synonym))
      const body = { operation: 'copy', destination: 'to', scope: ['rules'] }
      const copied = await call('POST', '/1/indexes/from/operation', JSON.stringify(body))
      expect(copied.status).toBe(200)
      expect(await (await call('GET', '/1/indexes/to/rules/r')).json()).toEqual(rule)
      expect(await (await call('GET', '/1/indexes/to/synonyms/s')).json()).toEqual(synonym)
    } finally {
      await server.close()
    }
  })
})

describe('synonym and rule writes (seeded property)', () => {
  it('acknowledged ones are visible at once, after kill -9 and after restarts; rejected ones change nothing', async () => {
    const model: Model = emptyModel(['dur', ...replicasOf('dur')])
    let child = await startCrashable()
    let call = callOf(child.url)
    const settings = await call(
      'PUT',
      '/1/indexes/dur/settings',
      JSON.stringify({ replicas: replicasOf('dur') }),
    )
    expect(settings.status).toBe(200)
    const { taskID } = (await settings.json()) as { taskID: number }
    await waitForTask(call, 'dur', taskID)
    let acknowledged = 0
    const acknowledgedBy: Record<string, number> = {}
    let rejected = 0

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const op of ops) {
          const { method, path } = requestOf(op)
          const text = op.body === undefined ? undefined : toJsonText(op.body)
          const response = await call(method, path, text)
          const answer = (await response.json()) as { taskID?: unknown; status?: unknown }
          const shown = `${method} ${path} ${text ?? ''}`.slice(0, 400)
          expect(response.status, shown).toBeLessThan(500)
          if (response.status < 300) {
            expect(typeof answer.taskID, shown).toBe('number')
            await waitForTask(call, op.index, answer.taskID as number)
            acknowledgedBy[op.kind] = (acknowledgedBy[op.kind] ?? 0) + 1
            applyToModel(model, op, text === undefined ? undefined : JSON.parse(text))
            acknowledged++
          } else {
            expect(answer.status, shown).toBe(response.status)
            rejected++
          }
          await expectState(call, model, touchedBy(op))
        }
      }),
      {
        seed: Number(process.env.FUZZ_SEED ?? 1),
        numRuns: Number(process.env.FUZZ_RUNS ?? 30),
        endOnFailure: true,
      },
    )
    console.info(
      `${acknowledged} acknowledged (${JSON.stringify(acknowledgedBy)}) and ${rejected} rejected writes`,
    )

    await child.kill()
    running.delete(child)
    child = await startCrashable()
    call = callOf(child.url)
    await expectState(call, model, INDICES)
    await child.kill()
    running.delete(child)

    for (let restart = 0; restart < 2; restart++) {
      const server = await startTestServer({ dataDir })
      try {
        await expectState(callOf(server.url), model, INDICES)
      } finally {
        await server.close()
      }
    }
  }, 60_000)
})
