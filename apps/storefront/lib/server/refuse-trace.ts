import { Server, type IncomingMessage, type ServerResponse } from 'node:http'
import { securityHeaders } from '../security-headers'

/**
 * Methods a `Request` cannot carry (the Fetch standard forbids them). Next builds one for the
 * proxy from every request it runs on, so a TRACE answered a bare 500 on every page; TRACK is
 * refused by Node's parser already and CONNECT never arrives as a request.
 */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK'])

const INSTALLED = Symbol.for('vitrine.refuseTrace')

function refuse(response: ServerResponse): void {
  response.statusCode = 405
  for (const { key, value } of securityHeaders) response.setHeader(key, value)
  response.setHeader('Content-Security-Policy', "default-src 'none'")
  response.setHeader('Allow', 'GET, HEAD, POST, OPTIONS')
  response.setHeader('Content-Type', 'text/plain; charset=utf-8')
  response.end('Method not allowed.')
}

/**
 * Answers TRACE requests 405 (with the security headers) before Next sees them, on `target`:
 * one server, or `http.Server.prototype` for every server of the process.
 */
export function refuseTrace(target: Server): void {
  const holder = target as Server & { [INSTALLED]?: true }
  if (holder[INSTALLED]) return
  holder[INSTALLED] = true
  const emit = target.emit
  target.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      if (FORBIDDEN_METHODS.has(request.method ?? '')) {
        refuse(response)
        return true
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as Server['emit']
}

/** {@link refuseTrace} on every server of the process: Next creates its own inside `next start`. */
export function refuseTraceOnEveryServer(): void {
  refuseTrace(Server.prototype)
}
