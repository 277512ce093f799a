import { Server, type IncomingMessage, type ServerResponse } from 'node:http'
import { withOutageScope, type OutageScope } from './provider-outage'

/** How long a shopper's browser or a crawler is asked to wait before trying a page again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30

/**
 * A document, not the RSC payload of a client-side navigation: Next's router reloads the whole
 * page when such a payload comes with a status other than 2xx, so those keep Next's own.
 */
function isDocumentRequest(request: IncomingMessage): boolean {
  return request.headers.rsc === undefined
}

/**
 * Answers `response` 503 with a Retry-After, in place of the 200 or 5xx Next gives it, once a
 * page has reported a provider outage in `scope`. Only the status changes: the page (its shell
 * and error message) and the headers Next set, the security headers among them, are kept.
 */
export function answerOutages(response: ServerResponse, scope: OutageScope): void {
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (scope.providerDown && (status === 200 || status >= 500) && !this.headersSent) {
      this.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS))
      const [reason, ...headers] = rest
      return Reflect.apply(writeHead, this, [
        503,
        ...(typeof reason === 'string' ? ['Service Unavailable', ...headers] : rest),
      ]) as ServerResponse
    }
    return Reflect.apply(writeHead, this, [status, ...rest]) as ServerResponse
  } as ServerResponse['writeHead']
}

const INSTALLED = Symbol.for('vitrine.outageStatus')

/**
 * Gives every document request `target` receives an outage scope that its pages report into
 * (`reportProviderOutage` in provider-outage.ts), and {@link answerOutages} on its response.
 */
export function answerOutagesWith503(target: Server): void {
  const holder = target as Server & { [INSTALLED]?: true }
  if (holder[INSTALLED]) return
  holder[INSTALLED] = true
  const emit = target.emit
  target.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    const [request, response] = args as [IncomingMessage, ServerResponse]
    if (event !== 'request' || !isDocumentRequest(request)) {
      return Reflect.apply(emit, this, [event, ...args]) as boolean
    }
    const scope: OutageScope = { providerDown: false }
    answerOutages(response, scope)
    return withOutageScope(scope, () => Reflect.apply(emit, this, [event, ...args]) as boolean)
  } as Server['emit']
}

/** {@link answerOutagesWith503} on every server of the process: Next creates its own. */
export function answerOutagesOnEveryServer(): void {
  answerOutagesWith503(Server.prototype)
}
