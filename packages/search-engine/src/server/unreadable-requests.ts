import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'

const MESSAGES: Record<number, string> = {
  400: 'Malformed HTTP request',
  408: 'Request timeout: the request did not arrive in time',
  431: 'Request header fields (or the URL) are too large',
}

function statusOf(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

/**
 * Answers a request node:http could not parse (bad framing, a control character in a header,
 * headers too large, too slow) in Algolia's shape with the CORS header every answer carries:
 * Node's own answer has an empty body, which a browser reports as a network failure. As Node
 * does, nothing is written over an answer already under way on that connection.
 */
export function answerUnreadableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (socket.writable && !inFlight?.headersSent && error.code !== 'ECONNRESET') {
      const status = statusOf(error.code)
      const body = JSON.stringify({ message: MESSAGES[status], status })
      socket.write(
        [
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
          'content-type: application/json; charset=utf-8',
          `content-length: ${Buffer.byteLength(body)}`,
          'access-control-allow-origin: *',
          'connection: close',
          '',
          body,
        ].join('\r\n'),
      )
    }
    socket.destroy()
  })
}
