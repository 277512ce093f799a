import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RECEIVING_BODY_BYTES } from '../src/server/body-budget'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// A body is kept until its last byte arrives. One address may hold 1,024 connections, each
// sending a search body of 1 MiB less its last byte: 600 of them held 630 MB of the server's
// memory (1,024 would hold a gigabyte, 2 GB on /1/events) until the request timeout, after which
// they could start again. The bodies still arriving now share a budget (64 MiB); past it the
// upload that has gone longest without sending a byte is closed.
const BODY_BYTES = 1024 * 1024 - 100
const UPLOADS = Math.ceil((DEFAULT_RECEIVING_BODY_BYTES * 1.5) / BODY_BYTES)

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex('shop', [{ objectID: '1', name: 'oak lamp' }])
})
afterAll(() => t.close())

/** A search request whose body stops one byte short; resolves once all of it is sent. */
function unfinishedUpload(closed: () => void): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(t.server.port, '127.0.0.1')
    socket.on('error', () => undefined)
    socket.on('close', closed)
    socket.write(
      'POST /1/indexes/shop/query HTTP/1.1\r\nhost: x\r\n' +
        `x-algolia-application-id: ${TEST_KEYS.appId}\r\nx-algolia-api-key: ${TEST_KEYS.searchKey}\r\n` +
        `content-length: ${BODY_BYTES + 1}\r\n\r\n`,
    )
    socket.write(Buffer.alloc(BODY_BYTES, ' '), () => resolve(socket))
  })
}

describe('bodies still arriving', () => {
  it('share a budget: past it stalled uploads are closed, and searches are answered', async () => {
    let closed = 0
    const sockets: Socket[] = []
    for (let i = 0; i < UPLOADS; i++) sockets.push(await unfinishedUpload(() => closed++))
    // Without a budget none would close before the request timeout (60 s).
    const fits = Math.floor(DEFAULT_RECEIVING_BODY_BYTES / BODY_BYTES)
    for (let waited = 0; UPLOADS - closed > fits && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const held = UPLOADS - closed
    expect(held).toBeLessThanOrEqual(fits)
    expect(held).toBeGreaterThan(fits / 2)
    const { hits } = await t.searchOnly().searchSingleIndex({
      indexName: 'shop',
      searchParams: { query: 'lamp' },
    })
    expect(hits.map((hit) => hit.objectID)).toEqual(['1'])
    for (const socket of sockets) socket.destroy()
  }, 60_000)

  it('a body that arrives whole is answered as before', async () => {
    const res = await t.request('/1/indexes/shop/query', {
      key: TEST_KEYS.searchKey,
      method: 'POST',
      body: JSON.stringify({ query: 'lamp', analyticsTags: ['x'.repeat(900_000)] }),
    })
    expect(res.status).toBe(200)
  })
})
