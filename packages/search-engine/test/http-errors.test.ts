import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ count: 30, config: { maxBodyBytes: 4096 } })
}, 60_000)

async function expectError(response: Response, status: number, message?: RegExp): Promise<void> {
  expect(response.status).toBe(status)
  const body = (await response.json()) as { message: string; status: number }
  expect(Object.keys(body).sort()).toEqual(['message', 'status'])
  expect(body.status).toBe(status)
  if (message) expect(body.message).toMatch(message)
}

describe('deterministic errors are 4xx in Algolia shape', () => {
  it('malformed JSON: 400 naming the position', async () => {
    await expectError(
      await t.call('/1/indexes/products/query', { body: '{"query": ' }),
      400,
      /Invalid JSON.*/,
    )
  })

  it('wrong body types: 400', async () => {
    await expectError(
      await t.call('/1/indexes/products/query', { body: '[1,2]' }),
      400,
      /JSON object/,
    )
    await expectError(
      await t.call('/1/indexes/*/queries', { body: { requests: 'x' } }),
      400,
      /requests/,
    )
    await expectError(
      await t.call('/1/indexes/*/queries', { body: { requests: [3] } }),
      400,
      /requests\[0\]/,
    )
    await expectError(
      await t.call('/1/indexes/products/batch', {
        body: { requests: [{ action: 'nope', body: {} }] },
      }),
      400,
      /action/,
    )
    await expectError(
      await t.call('/1/indexes/products/settings', { method: 'PUT', body: { hitsPerPage: 'x' } }),
      400,
      /hitsPerPage/,
    )
    await expectError(
      await t.call('/1/indexes/products/settings', { method: 'PUT', body: { notASetting: 1 } }),
      400,
      /Unknown setting: notASetting/,
    )
    await expectError(
      await t.call('/1/indexes/*/objects', { body: { requests: [{ indexName: 'products' }] } }),
      400,
      /objectID/,
    )
  })

  it('invalid filter syntax: 400', async () => {
    await expectError(
      await t.call('/1/indexes/products/query', { body: { filters: 'price > AND' } }),
      400,
    )
  })

  it('unknown index, record, task, route: 404', async () => {
    await expectError(
      await t.call('/1/indexes/ghost/query', { body: {} }),
      404,
      /^Index ghost does not exist$/,
    )
    await expectError(await t.call('/1/indexes/ghost/settings'), 404)
    await expectError(await t.call('/1/indexes/products/nope'), 404, /^ObjectID does not exist$/)
    await expectError(await t.call('/1/indexes/products/task/99999999999999'), 404)
    await expectError(await t.call('/2/whatever'), 404)
    await expectError(await t.call('/1/indexes/products/query/extra', { body: {} }), 404)
  })

  it('bad task IDs: 400; issued ones are published', async () => {
    await expectError(await t.call('/1/indexes/products/task/abc'), 400, /taskID/)
    const write = await t.call('/1/indexes/products/settings', {
      method: 'PUT',
      body: { hitsPerPage: 21 },
    })
    const { taskID } = (await write.json()) as { taskID: number }
    const task = await t.call(`/1/indexes/products/task/${taskID}`)
    expect(await task.json()).toEqual({ status: 'published' })
    expect(await (await t.call(`/1/task/${taskID}`)).json()).toEqual({ status: 'published' })
  })

  it('oversize body: 413', async () => {
    await expectError(
      await t.call('/1/indexes/products/query', { body: { query: 'x'.repeat(5000) } }),
      413,
    )
  })

  it('records over the size limit or without objectID: 400, nothing written', async () => {
    const small = await createTestApp({ config: { maxRecordBytes: 100 } })
    const batch = (requests: unknown[]) =>
      small.call('/1/indexes/books/batch', { body: { requests } })
    await expectError(
      await batch([
        { action: 'addObject', body: { objectID: 'ok' } },
        { action: 'updateObject', body: { title: 'no id' } },
      ]),
      400,
      /^requests\[1\]: missing objectID$/,
    )
    await expectError(
      await batch([
        { action: 'addObject', body: { objectID: 'ok' } },
        { action: 'addObject', body: { objectID: 'big', text: 'y'.repeat(200) } },
      ]),
      400,
      /^requests\[1\]: record is too big, size=\d+\/100 bytes$/,
    )
    await expectError(
      await small.call('/1/indexes/books/x', { method: 'PUT', body: { t: 'z'.repeat(200) } }),
      400,
      /too big/,
    )
    expect(small.engine.hasIndex('books')).toBe(false)
  })

  it('wrong method on a known path: 405 with Allow', async () => {
    const response = await t.call('/1/indexes/*/queries', { method: 'GET' })
    expect(response.headers.get('allow')).toContain('POST')
    await expectError(response, 405)
  })

  it('an empty body where the spec defines none is fine', async () => {
    const response = await t.call('/1/indexes/products/clear', { method: 'POST' })
    expect(response.status).toBe(200)
  })
})
