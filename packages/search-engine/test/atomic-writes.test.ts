import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// Item 7 of issue 12: a refused write changes nothing. Everything is validated first, then applied
// at once, for settings (replicas) as for a multi-index batch.

let t: TestServer

async function send(path: string, method: string, body: unknown) {
  const res = await t.request(path, { method, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function names(): Promise<string[]> {
  const { body } = await send('/1/indexes', 'GET', undefined)
  return (body.items as Array<{ name: string }>).map((item) => item.name).sort()
}

async function ids(index: string): Promise<string[]> {
  const res = await t.request(`/1/indexes/${index}/browse`, { method: 'POST', body: '{}' })
  const { hits } = (await res.json()) as { hits: Array<{ objectID: string }> }
  return hits.map((hit) => hit.objectID).sort()
}

beforeAll(async () => {
  t = await startTestServer({ keepDataDir: true })
  const admin = t.admin()
  await admin.saveObjects({
    indexName: 'shop',
    objects: [{ objectID: 'a', n: 1 }],
    waitForTasks: true,
  })
  await admin.saveObjects({ indexName: 'other', objects: [{ objectID: 'o' }], waitForTasks: true })
  const task = await admin.setSettings({
    indexName: 'other',
    indexSettings: { replicas: ['other_r'] },
  })
  await admin.waitForTask({ indexName: 'other', taskID: task.taskID })
})
afterAll(() => t.close())

describe('settings', () => {
  it('an index naming itself as replica: 400, nothing stored, still there after a restart', async () => {
    const refused = await send('/1/indexes/shop/settings', 'PUT', {
      replicas: ['shop'],
      hitsPerPage: 7,
    })
    expect(refused.status).toBe(400)
    const { body } = await send('/1/indexes/shop/settings', 'GET', undefined)
    expect(body.replicas).toEqual([])
    expect(body.hitsPerPage).toBe(20)

    const dataDir = t.dataDir
    await t.server.close()
    t = await startTestServer({ dataDir })
    expect(await ids('shop')).toEqual(['a'])
    expect((await readdir(join(dataDir, 'indices'))).filter((f) => f.includes('corrupt'))).toEqual(
      [],
    )
  })

  it('a refused setSettings creates no index and no replica', async () => {
    expect((await send('/1/indexes/ghost/settings', 'PUT', { replicas: ['ghost'] })).status).toBe(
      400,
    )
    const taken = await send('/1/indexes/shop/settings', 'PUT', {
      replicas: ['fresh_r', 'other_r'],
    })
    expect(taken.status).toBe(400)
    expect(await names()).toEqual(['other', 'other_r', 'shop'])
    const { body } = await send('/1/indexes/shop/settings', 'GET', undefined)
    expect(body.replicas).toEqual([])
  })
})

describe('multi-index batch', () => {
  const add = (indexName: string, objectID: string) => ({
    action: 'addObject',
    indexName,
    body: { objectID },
  })

  it.each([
    ['a write to a replica', add('other_r', 'r1')],
    ['an empty index name', add('', 'e1')],
    [
      'a partial update with a bad operation',
      {
        action: 'partialUpdateObject',
        indexName: 'shop',
        body: { objectID: 'a', n: { _operation: 'Increment', value: 'x' } },
      },
    ],
    [
      'an unknown operation',
      {
        action: 'partialUpdateObject',
        indexName: 'shop',
        body: { objectID: 'a', n: { _operation: 'Multiply', value: 2 } },
      },
    ],
  ])('%s refuses the whole batch, earlier operations included', async (_name, bad) => {
    const res = await send('/1/indexes/*/batch', 'POST', {
      requests: [
        add('shop', 'new1'),
        { action: 'clear', indexName: 'other', body: {} },
        add('brand_new', 'b1'),
        bad,
      ],
    })
    expect(res.status).toBe(400)
    expect(await ids('shop')).toEqual(['a'])
    expect(await ids('other')).toEqual(['o'])
    expect(await names()).toEqual(['other', 'other_r', 'shop'])
  })

  it('a valid batch applies every operation', async () => {
    const res = await send('/1/indexes/*/batch', 'POST', {
      requests: [
        add('shop', 'new1'),
        {
          action: 'partialUpdateObject',
          indexName: 'shop',
          body: { objectID: 'a', n: { _operation: 'Increment', value: 2 } },
        },
      ],
    })
    expect(res.status).toBe(200)
    expect(await ids('shop')).toEqual(['a', 'new1'])
    const { body } = await send('/1/indexes/shop/a', 'GET', undefined)
    expect(body.n).toBe(3)
  })
})
