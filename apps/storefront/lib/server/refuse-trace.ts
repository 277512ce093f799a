import type { RequestGuard } from './before-next'
import { plainAnswer } from './plain-answer'

/**
 * Methods a `Request` cannot carry (the Fetch standard forbids them). Next builds one for the
 * proxy from every request it runs on, so a TRACE answered a bare 500 on every page; TRACK is
 * refused by Node's parser already and CONNECT never arrives as a request.
 */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK'])

/** Answers TRACE 405, with the security headers. */
export const refuseTrace: RequestGuard = (request, response) => {
  if (!FORBIDDEN_METHODS.has(request.method ?? '')) return false
  plainAnswer(response, 405, 'Method not allowed.', { Allow: 'GET, HEAD, POST, OPTIONS' })
  return true
}
