import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// Item 9 of issue 12: idle sockets are closed, and after a 413 the server stops reading the
// upload instead of draining it.

let t: TestServer

beforeAll(async () => {
  t = await startTestServer({ config: { idleTimeoutMs: 300 } })
})
afterAll(() => t.close())

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(t.server.port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    socket.on('error', () => undefined)
    socket.once('close', () => resolve())
  })

describe('sockets', () => {
  it('a connection that sends nothing is closed', async () => {
    const silent = connect(t.server.port, '127.0.0.1')
    silent.resume()
    await closed(silent)
    expect(silent.destroyed).toBe(true)
  })

  it('a connection trickling half a request is closed', async () => {
    const trickle = connect(t.server.port, '127.0.0.1')
    const done = closed(trickle)
    let answer = ''
    trickle.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    trickle.write(
      [
        'POST /1/indexes/*/queries HTTP/1.1',
        'host: x',
        `x-algolia-application-id: ${TEST_KEYS.appId}`,
        `x-algolia-api-key: ${TEST_KEYS.searchKey}`,
        'content-length: 100',
        '',
        '{"req',
      ].join('\r\n'),
    )
    await done
    // Closed while waiting for the rest of the body, with no answer.
    expect(answer).toBe('')
    expect(trickle.destroyed).toBe(true)
  })

  it('after a 413 the upload is no longer read and the connection closes', async () => {
    const socket = await open()
    const declared = 512 * 1024 * 1024
    socket.write(
      [
        'POST /1/indexes/*/queries HTTP/1.1',
        'host: x',
        `x-algolia-application-id: ${TEST_KEYS.appId}`,
        `x-algolia-api-key: ${TEST_KEYS.searchKey}`,
        `content-length: ${declared}`,
        '',
        '',
      ].join('\r\n'),
    )
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    const done = closed(socket)
    const chunk = Buffer.alloc(1 << 20, 0x20)
    let sent = 0
    let open_ = true
    socket.once('close', () => (open_ = false))
    // Keep uploading as a client would; the server must not take it all.
    while (open_ && sent < declared) {
      const flushed = socket.write(chunk)
      sent += chunk.length
      if (!flushed) {
        await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), done])
      }
    }
    await done
    expect(answer).toMatch(/^HTTP\/1\.1 413/)
    expect(answer.toLowerCase()).toContain('connection: close')
    expect(sent).toBeLessThan(64 * 1024 * 1024)
  }, 30_000)
})
