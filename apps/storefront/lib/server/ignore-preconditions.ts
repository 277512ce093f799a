import { Server, type IncomingMessage } from 'node:http'

/**
 * Request headers Next's static file server answers with a bare 500 when they cannot be met:
 * an unsatisfiable `Range` (416) or a failed `If-Match` / `If-Unmodified-Since` (412) make it
 * render an error page for that status, which an app without a Pages Router cannot. The shop
 * serves no media that needs a range, so these are dropped and the whole file is sent (a server
 * may ignore a Range; the conditions only guard writes, and the shop takes none this way).
 */
const IGNORED_HEADERS = ['range', 'if-range', 'if-match', 'if-unmodified-since']

const INSTALLED = Symbol.for('vitrine.ignorePreconditions')

/** Drops the headers above from every GET and HEAD request `target` receives, before Next. */
export function ignorePreconditions(target: Server): void {
  const holder = target as Server & { [INSTALLED]?: true }
  if (holder[INSTALLED]) return
  holder[INSTALLED] = true
  const emit = target.emit
  target.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    const request = args[0] as IncomingMessage | undefined
    if (event === 'request' && (request?.method === 'GET' || request?.method === 'HEAD')) {
      for (const name of IGNORED_HEADERS) delete request.headers[name]
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as Server['emit']
}

/** {@link ignorePreconditions} on every server of the process (Next creates its own). */
export function ignorePreconditionsOnEveryServer(): void {
  ignorePreconditions(Server.prototype)
}
