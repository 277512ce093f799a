import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { indexFileName, writeIndexFile } from '../src/storage/index-file'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Item 1 of issue 12: a record's keys must never reach a prototype, whoever reads it and however.

const polluted = () =>
  ['polluted', 'filters', 'x', 'hitsPerPage'].filter((key) => key in Object.prototype)

function post(t: TestServer, path: string, body: string, key = TEST_KEYS.searchKey) {
  return t.request(path, { method: 'POST', body, key })
}

describe('records carrying __proto__ keys are refused on every write path', () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer()
    await t.admin().saveObjects({ indexName: 'shop', objects: [{ objectID: 'a', name: 'shoe' }] })
  })
  afterAll(() => t.close())
  afterEach(() => expect(polluted()).toEqual([]))

  const proto = '{"__proto__":{"filters":"brand:none","polluted":1}}'
  it.each([
    [
      'batch',
      '/1/indexes/shop/batch',
      'POST',
      `{"requests":[{"action":"addObject","body":{"objectID":"p","specs":${proto}}}]}`,
    ],
    [
      'multipleBatch',
      '/1/indexes/*/batch',
      'POST',
      `{"requests":[{"action":"updateObject","indexName":"shop","body":{"objectID":"p","a":[${proto}]}}]}`,
    ],
    ['saveObject', '/1/indexes/shop', 'POST', `{"objectID":"p","specs":${proto}}`],
    ['addOrUpdateObject', '/1/indexes/shop/p', 'PUT', `{"__proto__":{"polluted":1}}`],
    ['partialUpdate', '/1/indexes/shop/a/partial', 'POST', `{"__proto__":{"polluted":1}}`],
    ['partialUpdate nested', '/1/indexes/shop/a/partial', 'POST', `{"specs":${proto}}`],
  ])('%s: 400, nothing stored', async (_name, path, method, body) => {
    const res = await t.request(path, { method, body })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: expect.stringMatching(/__proto__/), status: 400 })
    const stored = await t.request('/1/indexes/shop/p')
    expect(stored.status).toBe(404)
    const a = (await (await t.request('/1/indexes/shop/a')).json()) as Record<string, unknown>
    expect(Object.keys(a).sort()).toEqual(['name', 'objectID'])
  })

  it('constructor and prototype keys are kept as plain data', async () => {
    const record = { objectID: 'c', constructor: { prototype: { polluted: 1 } }, prototype: 'x' }
    const res = await t.request('/1/indexes/shop/c', {
      method: 'PUT',
      body: JSON.stringify(record),
    })
    expect(res.status).toBe(200)
    await t
      .admin()
      .waitForTask({ indexName: 'shop', taskID: ((await res.json()) as { taskID: number }).taskID })
    const read = await post(
      t,
      '/1/indexes/*/objects',
      JSON.stringify({
        requests: [
          {
            indexName: 'shop',
            objectID: 'c',
            attributesToRetrieve: ['constructor.prototype.polluted'],
          },
        ],
      }),
    )
    expect(await read.json()).toEqual({
      results: [{ objectID: 'c', constructor: { prototype: { polluted: 1 } } }],
    })
  })
})

describe('a legacy index file holding __proto__ keys is read as data, never as a prototype', () => {
  let t: TestServer
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-proto-'))
    await mkdir(join(dataDir, 'indices'), { recursive: true })
    const records = [
      JSON.parse(
        '{"objectID":"evil","name":"red shoe","specs":{"__proto__":{"filters":"brand:none","polluted":"yes"}},"__proto__":{"hitsPerPage":0,"x":"yes"}}',
      ),
      { objectID: 'ok', name: 'blue shoe' },
    ]
    const now = new Date().toISOString()
    await writeIndexFile(
      join(dataDir, 'indices', indexFileName('shop')),
      { name: 'shop', createdAt: now, updatedAt: now, settings: {} },
      records,
    )
    t = await startTestServer({ dataDir })
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })
  afterEach(() => expect(polluted()).toEqual([]))

  it.each([
    ['attributesToRetrieve', { attributesToRetrieve: ['specs.__proto__.polluted', '__proto__.x'] }],
    [
      'attributesToHighlight',
      { attributesToHighlight: ['specs.__proto__.polluted', '__proto__.x', '*'] },
    ],
    [
      'attributesToSnippet',
      { attributesToSnippet: ['specs.__proto__.polluted:2', '__proto__.x', '*'] },
    ],
    [
      'constructor path',
      {
        attributesToRetrieve: ['constructor.prototype.polluted'],
        attributesToHighlight: ['constructor.prototype.x'],
      },
    ],
  ])('search with %s leaves Object.prototype alone', async (_name, params) => {
    const res = await post(t, '/1/indexes/shop/query', JSON.stringify({ query: 'shoe', ...params }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { nbHits: number; hitsPerPage: number }
    expect(body.nbHits).toBe(2)
    expect(body.hitsPerPage).toBe(20)
  })

  it('getObject and getObjects through the __proto__ path leave Object.prototype alone', async () => {
    const one = await t.request(
      '/1/indexes/shop/evil?attributesToRetrieve=specs.__proto__.polluted,__proto__.x',
      { key: TEST_KEYS.searchKey },
    )
    expect(one.status).toBe(200)
    const many = await post(
      t,
      '/1/indexes/*/objects',
      JSON.stringify({
        requests: [
          {
            indexName: 'shop',
            objectID: 'evil',
            attributesToRetrieve: ['specs.__proto__.polluted'],
          },
          { indexName: 'shop', objectID: 'evil' },
        ],
      }),
    )
    expect(many.status).toBe(200)
    // The key is data: it is written back as an own key, never dropped into a prototype.
    const text = await many.text()
    expect(text).toContain('"__proto__":{"filters":"brand:none","polluted":"yes"}')
  })

  it('later searches answer as before (no inherited filters, no inherited hitsPerPage)', async () => {
    const res = await post(t, '/1/indexes/shop/query', JSON.stringify({ query: '' }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { nbHits: number; hits: Array<{ objectID: string }> }
    expect(body.nbHits).toBe(2)
    expect(body.hits.map((hit) => hit.objectID).sort()).toEqual(['evil', 'ok'])
  })
})
