import type { RequestGuard } from './before-next'

/**
 * Request headers Next's static file server answers with a bare 500 when they cannot be met:
 * an unsatisfiable `Range` (416) or a failed `If-Match` / `If-Unmodified-Since` (412) make it
 * render an error page for that status, which an app without a Pages Router cannot. The shop
 * serves no media that needs a range, so these are dropped and the whole file is sent (a server
 * may ignore a Range; the conditions only guard writes, and the shop takes none this way).
 */
const IGNORED_HEADERS = ['range', 'if-range', 'if-match', 'if-unmodified-since']

/** Drops the headers above from GET and HEAD requests; never answers itself. */
export const ignorePreconditions: RequestGuard = (request) => {
  if (request.method === 'GET' || request.method === 'HEAD') {
    for (const name of IGNORED_HEADERS) delete request.headers[name]
  }
  return false
}
