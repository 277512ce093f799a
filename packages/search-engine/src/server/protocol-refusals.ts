import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * Answers, in Algolia's shape and with the CORS header every answer carries, the two requests
 * node:http refuses on its own with a bare status line and an empty body (a browser reports
 * those as network failures, and a client shows no message): an HTTP/1.1 request without a
 * `Host` header (400, which RFC 9112 requires) and an `Expect` other than `100-continue`
 * (417). The connection is closed after the answer: the request's body is left unread.
 */
function refuse(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message, status })
  res.shouldKeepAlive = false
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'access-control-allow-origin': '*',
    connection: 'close',
  })
  res.end(body)
}

/** Options for `createServer`: the missing `Host` is refused by {@link refusedForMissingHost}. */
export const PROTOCOL_SERVER_OPTIONS = { requireHostHeader: false } as const

/**
 * Refuses (400) an HTTP/1.1 request without a `Host` header, as node:http would but in
 * Algolia's shape; true when it did, and the request must not be served.
 */
export function refusedForMissingHost(req: IncomingMessage, res: ServerResponse): boolean {
  const http11 = req.httpVersionMajor === 1 && req.httpVersionMinor >= 1
  if (!http11 || req.headers.host !== undefined) return false
  refuse(res, 400, 'Missing Host header (required in HTTP/1.1)')
  return true
}

/** Answers an `Expect` other than `100-continue` with 417 in Algolia's shape. */
export function answerFailedExpectations(server: Server): void {
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    refuse(res, 417, 'Unsupported Expect header: only "100-continue" is understood')
  })
}
