// @vitest-environment node
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { ignorePreconditions } from './ignore-preconditions'

let server: Server | undefined

afterEach(() => {
  server?.close()
  server = undefined
})

/** The headers the handler saw for one request sent with `headers`. */
async function seen(method: string, headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  let received: IncomingHttpHeaders = {}
  server = createServer((incoming, response) => {
    received = incoming.headers
    response.end()
  })
  ignorePreconditions(server)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, headers }, (response) => {
      response.resume()
      response.on('end', resolve)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
  return received
}

const CONDITIONS = {
  range: 'bytes=999999-',
  'if-range': '"x"',
  'if-match': '"nope"',
  'if-unmodified-since': 'Mon, 01 Jan 1990 00:00:00 GMT',
}

it('drops range and write preconditions from GET and HEAD requests, nothing else', async () => {
  for (const method of ['GET', 'HEAD']) {
    const headers = await seen(method, { ...CONDITIONS, 'if-none-match': '"a"', accept: '*/*' })
    expect(
      Object.keys(headers).filter((name) => name in CONDITIONS),
      method,
    ).toEqual([])
    expect(headers['if-none-match'], method).toBe('"a"')
    expect(headers.accept, method).toBe('*/*')
  }
})

it('leaves other methods alone', async () => {
  const headers = await seen('POST', CONDITIONS)
  expect(headers['if-match']).toBe('"nope"')
  expect(headers.range).toBe('bytes=999999-')
})
