import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server'

// A record is held to VITRINE_MAX_RECORD_BYTES whichever write makes it: partial updates of a
// few bytes each (`Add` to a list) grew one record without bound, each request under the limit.

const LIMIT = 1_000
let t: TestServer

beforeAll(async () => {
  t = await startTestServer({ config: { maxRecordBytes: LIMIT } })
  await t.admin().saveObject({ indexName: 'shop', body: { objectID: 'a', tags: [] } })
})
afterAll(() => t.close())

const add = (value: string) => ({ tags: { _operation: 'Add', value } })

async function partial(body: unknown, objectID = 'a') {
  const res = await t.request(`/1/indexes/shop/${objectID}/partial`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { message?: string; status?: number } }
}

async function batch(requests: unknown[]) {
  const res = await t.request('/1/indexes/shop/batch', {
    method: 'POST',
    body: JSON.stringify({ requests }),
  })
  return { status: res.status, body: (await res.json()) as { message?: string; status?: number } }
}

async function recordSize(objectID = 'a'): Promise<number> {
  const res = await t.request(`/1/indexes/shop/${objectID}`)
  return (await res.text()).length
}

describe('partial updates keep a record within the size limit', () => {
  it('refuses the update that would take the record past it, and keeps the record', async () => {
    const piece = 'x'.repeat(400)
    for (let i = 0; i < 2; i++) expect((await partial(add(piece))).status).toBe(200)
    const before = await recordSize()
    const refused = await partial(add(piece))
    expect(refused).toEqual({
      status: 400,
      body: {
        status: 400,
        message: expect.stringMatching(
          /^record \(once updated\): record is too big, size=\d+\/1000 bytes$/,
        ),
      },
    })
    expect(await recordSize()).toBe(before)
    expect(before).toBeLessThanOrEqual(LIMIT)
  })

  it('counts the earlier operations of the same batch, and applies none of a refused batch', async () => {
    await t.admin().saveObject({ indexName: 'shop', body: { objectID: 'b', tags: [] } })
    const piece = { objectID: 'b', ...add('y'.repeat(400)) }
    const refused = await batch([
      { action: 'partialUpdateObject', body: piece },
      { action: 'partialUpdateObject', body: piece },
      { action: 'partialUpdateObject', body: piece },
    ])
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^requests\[2\] \(once updated\): record is too big/)
    const record = await t.admin().getObject({ indexName: 'shop', objectID: 'b' })
    expect(record).toEqual({ objectID: 'b', tags: [] })
  })

  it('starts again from a record saved or deleted earlier in the batch', async () => {
    const grown = { objectID: 'c', ...add('z'.repeat(400)) }
    const accepted = await batch([
      { action: 'addObject', body: { objectID: 'c', tags: ['z'.repeat(400)] } },
      { action: 'deleteObject', body: { objectID: 'c' } },
      { action: 'partialUpdateObject', body: grown },
      { action: 'updateObject', body: { objectID: 'c', tags: [] } },
      { action: 'partialUpdateObject', body: grown },
    ])
    expect(accepted.status).toBe(200)
    expect(await recordSize('c')).toBeLessThanOrEqual(LIMIT)
  })
})

describe('partial updates keep numbers finite', () => {
  it('refuses an Increment or Decrement past the largest number, and keeps the record', async () => {
    await t.admin().saveObject({ indexName: 'shop', body: { objectID: 'n', n: 1e308 } })
    for (const _operation of ['Increment', 'Decrement']) {
      const value = _operation === 'Increment' ? 1e308 : -1e308
      const refused = await partial({ n: { _operation, value } }, 'n')
      expect(refused).toEqual({
        status: 400,
        body: { status: 400, message: expect.stringMatching(/overflows a number$/) },
      })
    }
    const record = await t.admin().getObject({ indexName: 'shop', objectID: 'n' })
    expect(record).toEqual({ objectID: 'n', n: 1e308 })
  })
})
