import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_KEYS, startTestServer, type TestServer } from './support/test-server'

// A request node:http cannot parse was answered by Node itself: a status line and an empty body,
// no CORS header (a browser sees a network failure and the clients retry). It gets Algolia's
// `{ message, status }` and the header every answer carries.

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t.close())

/** Writes raw bytes; resolves with everything the server sent once it closes the connection. */
function exchange(raw: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(t.server.port, '127.0.0.1')
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(text))
    socket.write(raw)
  })
}

const credentials = `x-algolia-application-id: ${TEST_KEYS.appId}\r\nx-algolia-api-key: ${TEST_KEYS.searchKey}\r\n`

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n')
  const [statusLine = '', ...headers] = head.split('\r\n')
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: headers.map((line) => line.toLowerCase()),
    body: JSON.parse(body) as unknown,
  }
}

describe('requests node:http cannot parse', () => {
  it.each([
    [
      'a control character in a header',
      `GET /1/indexes HTTP/1.1\r\nhost: x\r\nx-algolia-usertoken: a\u0001b\r\n${credentials}\r\n`,
      400,
    ],
    [
      'a malformed chunk size',
      `POST /1/indexes/*/queries HTTP/1.1\r\nhost: x\r\n${credentials}transfer-encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`,
      400,
    ],
    [
      'both Content-Length and chunked',
      `POST /1/indexes/*/queries HTTP/1.1\r\nhost: x\r\n${credentials}content-length: 2\r\ntransfer-encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      400,
    ],
    ['an unknown method', `FROB /1/indexes HTTP/1.1\r\nhost: x\r\n\r\n`, 400],
    [
      'a 20 kB URL',
      `GET /1/indexes/items/${'a'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n${credentials}\r\n`,
      431,
    ],
    // These two were answered by node:http itself, with an empty body.
    [
      'an HTTP/1.1 request without a Host header',
      `POST /1/indexes/*/queries HTTP/1.1\r\n${credentials}content-length: 15\r\n\r\n{"requests":[]}`,
      400,
    ],
    [
      'an Expect header other than 100-continue',
      `POST /1/indexes/*/queries HTTP/1.1\r\nhost: x\r\n${credentials}expect: 200-ok\r\ncontent-length: 15\r\n\r\n{"requests":[]}`,
      417,
    ],
  ])('%s: a 4xx in Algolia shape with the CORS header', async (_name, raw, status) => {
    const answer = parse(await exchange(raw))
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ message: expect.any(String), status })
    expect(answer.headers).toContain('access-control-allow-origin: *')
  })

  it('still serves HTTP/1.0 without a Host header, and Expect: 100-continue', async () => {
    const body = '{"requests":[]}'
    const old = await exchange(
      `POST /1/indexes/*/queries HTTP/1.0\r\n${credentials}content-length: 15\r\n\r\n${body}`,
    )
    expect(old).toMatch(/^HTTP\/1\.1 200 /)
    const continued = await exchange(
      `POST /1/indexes/*/queries HTTP/1.1\r\nhost: x\r\n${credentials}expect: 100-continue\r\nconnection: close\r\ncontent-length: 15\r\n\r\n${body}`,
    )
    expect(continued).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /)
  })

  it('still serves the next connection', async () => {
    const res = await t.request('/1/indexes', { key: TEST_KEYS.adminKey })
    expect(res.status).toBe(200)
  })
})
