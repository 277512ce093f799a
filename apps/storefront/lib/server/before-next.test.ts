// @vitest-environment node
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { guardRequests, type RequestGuard } from './before-next'
import { ignorePreconditions } from './ignore-preconditions'
import { refuseTrace } from './refuse-trace'
import { redirectRepeatedSlashes } from './repeated-slashes'

let server: Server | undefined

afterEach(() => {
  server?.close()
  server = undefined
})

interface Answer {
  status?: number
  headers: IncomingHttpHeaders
  body: string
  /** The headers the handler behind the guards saw, when it saw the request. */
  seen?: IncomingHttpHeaders
}

/** Sends one request to a server whose handler runs behind `guards`. */
async function send(
  guards: RequestGuard[],
  options: { method?: string; path?: string; headers?: OutgoingHttpHeaders } = {},
): Promise<Answer> {
  let seen: IncomingHttpHeaders | undefined
  server = createServer((incoming, response) => {
    seen = incoming.headers
    response.end('page')
  })
  guardRequests(server, guards)
  guardRequests(server, guards) // installing twice changes nothing
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, ...options }, (response) => {
      let body = ''
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body, seen }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'")
  expect(answer.headers['x-content-type-options']).toBe('nosniff')
  expect(answer.headers['x-frame-options']).toBe('DENY')
}

describe('refuseTrace', () => {
  it('answers TRACE 405 with the security headers, before the handler', async () => {
    const answer = await send([refuseTrace], { method: 'TRACE' })
    expect(answer.status).toBe(405)
    expect(answer.body).toBe('Method not allowed.')
    expect(answer.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
    expect(answer.seen).toBeUndefined()
    expectSecurityHeaders(answer)
  })

  it('leaves every other method to the handler', async () => {
    for (const method of ['GET', 'POST', 'OPTIONS', 'DELETE']) {
      expect((await send([refuseTrace], { method })).body, method).toBe('page')
    }
  })
})

describe('redirectRepeatedSlashes', () => {
  it.each([
    ['//evil.example/', '/evil.example/'],
    ['/a//b?q=x//y', '/a/b?q=x//y'],
    ['/\\evil.example', '/evil.example'],
    ['/a\\\\b', '/a/b'],
  ])('redirects %s to %s with the security headers', async (path, location) => {
    const answer = await send([redirectRepeatedSlashes], { path })
    expect(answer.status).toBe(308)
    expect(answer.headers.location).toBe(location)
    expect(answer.seen).toBeUndefined()
    expectSecurityHeaders(answer)
  })

  it('leaves an absolute-form target to the handler', async () => {
    expect((await send([redirectRepeatedSlashes], { path: 'https://evil.example//x' })).body).toBe(
      'page',
    )
  })

  it('leaves a clean path to the handler', async () => {
    expect((await send([redirectRepeatedSlashes], { path: '/a/b?x=//' })).body).toBe('page')
  })
})

describe('ignorePreconditions', () => {
  const conditions = {
    range: 'bytes=999999-',
    'if-range': '"x"',
    'if-match': '"nope"',
    'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT',
  }

  it('drops range and write preconditions from GET and HEAD requests, nothing else', async () => {
    for (const method of ['GET', 'HEAD']) {
      const headers = { ...conditions, 'if-none-match': '"a"', accept: '*/*' }
      const { seen = {} } = await send([ignorePreconditions], { method, headers })
      expect(
        Object.keys(seen).filter((name) => name in conditions),
        method,
      ).toEqual([])
      expect(seen['if-none-match'], method).toBe('"a"')
      expect(seen.accept, method).toBe('*/*')
    }
  })

  it('leaves other methods alone', async () => {
    const { seen = {} } = await send([ignorePreconditions], { method: 'POST', headers: conditions })
    expect(seen['if-match']).toBe('"nope"')
    expect(seen.range).toBe('bytes=999999-')
  })
})
