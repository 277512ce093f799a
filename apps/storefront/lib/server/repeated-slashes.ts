import type { RequestGuard } from './before-next'
import { plainAnswer } from './plain-answer'

/**
 * Redirects a path with a backslash or a repeated slash (`//x`, `/a\b`) to its clean form, as
 * Next does before any route, header or proxy runs, but with the security headers: Next's own
 * redirect carries none. The Location is Next's: backslashes become slashes, runs of slashes
 * one, the query kept; it is a path on this origin (Node's parser lets no byte outside printable
 * ASCII into the request line).
 */
export const redirectRepeatedSlashes: RequestGuard = (request, response) => {
  const url = request.url ?? ''
  // Only a path: an absolute-form target (`GET http://host/x`) is Next's to refuse.
  if (!url.startsWith('/')) return false
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  if (!/\\|\/\//.test(path)) return false
  const clean = path.replace(/\\/g, '/').replace(/\/\/+/g, '/')
  const location = `${clean}${queryAt === -1 ? '' : url.slice(queryAt)}`
  plainAnswer(response, 308, location, { Location: location })
  return true
}
