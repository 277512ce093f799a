import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// The size limit holds the record as stored, objectID included: the objectID of the path
// (addOrUpdateObject) or a generated one (saveObject, batch addObject) was added after the check,
// so a stored record could pass VITRINE_MAX_RECORD_BYTES by the length of its objectID.

const LIMIT = 1_000
let t: TestServer

beforeAll(async () => {
  t = await startTestServer({ config: { maxRecordBytes: LIMIT } })
})
afterAll(() => t.close())

// A body just under the limit on its own: `{"text":"xxx…"}`.
const body = { text: 'x'.repeat(LIMIT - 20) }
const longID = 'id-'.repeat(100)

async function send(path: string, method: string, payload: unknown) {
  const res = await t.request(path, { method, body: JSON.stringify(payload) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const tooBig = {
  status: 400,
  body: {
    status: 400,
    message: expect.stringMatching(/record is too big, size=\d+\/1000 bytes$/),
  },
}

describe('the size limit counts the objectID the record is stored with', () => {
  it('addOrUpdateObject: refuses a body that the path objectID takes past the limit', async () => {
    expect(JSON.stringify(body).length).toBeLessThan(LIMIT)
    expect(await send(`/1/indexes/shop/${longID}`, 'PUT', body)).toEqual(tooBig)
    const missing = await t.request(`/1/indexes/shop/${longID}`)
    expect(missing.status).toBe(404)
  })

  it('addOrUpdateObject through the client: refused, nothing stored', async () => {
    await expect(
      t.admin().addOrUpdateObject({ indexName: 'shop', objectID: longID, body }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('saveObject without an objectID: the generated one is counted', async () => {
    const res = await send('/1/indexes/shop', 'POST', body)
    expect(res).toEqual(tooBig)
  })

  it('batch addObject without an objectID: the generated one is counted', async () => {
    const res = await send('/1/indexes/shop/batch', 'POST', {
      requests: [{ action: 'addObject', body }],
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^requests\[0\]: record is too big/)
  })

  it('still accepts a record within the limit with its objectID', async () => {
    const small = { text: 'x'.repeat(LIMIT - 100) }
    const res = await send('/1/indexes/shop/short', 'PUT', small)
    expect(res.status).toBe(200)
    const stored = await t.request('/1/indexes/shop/short')
    expect((await stored.text()).length).toBeLessThanOrEqual(LIMIT)
  })
})
