import { Server, type IncomingMessage, type ServerResponse } from 'node:http'

/**
 * A check on a request before Next sees it: it may change the request, or answer it itself and
 * return true (Next then never sees it).
 */
export type RequestGuard = (request: IncomingMessage, response: ServerResponse) => boolean

const INSTALLED = Symbol.for('vitrine.requestGuards')

/** Runs `guards` in order on every request `target` receives, before its own handler. */
export function guardRequests(target: Server, guards: readonly RequestGuard[]): void {
  const holder = target as Server & { [INSTALLED]?: true }
  if (holder[INSTALLED]) return
  holder[INSTALLED] = true
  const emit = target.emit
  target.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      if (guards.some((guard) => guard(request, response))) return true
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as Server['emit']
}

/** {@link guardRequests} on every server of the process: Next creates its own in `next start`. */
export function guardEveryServer(guards: readonly RequestGuard[]): void {
  guardRequests(Server.prototype, guards)
}
