import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMALL_PIECES_MESSAGE } from '../src/server/body-pieces'
import { startServerWithIndex, TEST_KEYS, type TestServer } from './support/test-server'

// With chunked transfer encoding every chunk reaches the body reader as a buffer of its own:
// a 1 MB search body sent as 1-byte chunks held ~70 MB (ten such uploads took a server from
// 170 MB to 880 MB, under a 64 MiB budget of bodies that counts bytes) and a million events to
// handle (two of them slowed a cheap search from 4 ms to 170 ms, 820 ms at worst). Past 1,024
// chunks a body must average 64 bytes a chunk, else it answers 400 and the connection is closed.

let t: TestServer

beforeAll(async () => {
  t = await startServerWithIndex('shop', [{ objectID: '1', name: 'oak lamp' }])
})
afterAll(() => t.close())

const BODY = JSON.stringify({ query: 'oak', filters: `name:"${'x'.repeat(100_000)}"` })

/** Sends a search whose body is cut in chunks of `size` bytes; resolves with the whole answer. */
function chunkedSearch(size: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(t.server.port, '127.0.0.1')
    let answer = ''
    socket.on('data', (data: Buffer) => (answer += data.toString()))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(answer))
    const chunks: string[] = []
    for (let at = 0; at < BODY.length; at += size) {
      const piece = BODY.slice(at, at + size)
      chunks.push(`${piece.length.toString(16)}\r\n${piece}\r\n`)
    }
    socket.write(
      'POST /1/indexes/shop/query HTTP/1.1\r\nhost: x\r\nconnection: close\r\n' +
        `x-algolia-application-id: ${TEST_KEYS.appId}\r\nx-algolia-api-key: ${TEST_KEYS.searchKey}\r\n` +
        `transfer-encoding: chunked\r\n\r\n${chunks.join('')}0\r\n\r\n`,
    )
  })
}

const statusOf = (answer: string) => Number(answer.split(' ')[1])
const bodyOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown

describe('a chunked body', () => {
  it('in 1-byte chunks answers 400 in Algolia shape', async () => {
    const answer = await chunkedSearch(1)
    expect(statusOf(answer)).toBe(400)
    expect(bodyOf(answer)).toEqual({ message: SMALL_PIECES_MESSAGE, status: 400 })
  }, 60_000)

  it('in chunks of a few hundred bytes is served', async () => {
    const answer = await chunkedSearch(300)
    expect(statusOf(answer)).toBe(200)
    expect(answer).toContain('"nbHits":0')
  })

  it('in a thousand tiny chunks is served', async () => {
    const small = await new Promise<string>((resolve) => {
      const socket = connect(t.server.port, '127.0.0.1')
      let answer = ''
      socket.on('data', (data: Buffer) => (answer += data.toString()))
      socket.on('close', () => resolve(answer))
      const body = JSON.stringify({ query: 'oak', filters: `name:"${'x'.repeat(900)}"` })
      socket.write(
        'POST /1/indexes/shop/query HTTP/1.1\r\nhost: x\r\nconnection: close\r\n' +
          `x-algolia-application-id: ${TEST_KEYS.appId}\r\nx-algolia-api-key: ${TEST_KEYS.searchKey}\r\n` +
          `transfer-encoding: chunked\r\n\r\n${[...body].map((c) => `1\r\n${c}\r\n`).join('')}0\r\n\r\n`,
      )
    })
    expect(small.slice(0, 200)).toMatch(/^HTTP\/1\.1 200 /)
  })
})
