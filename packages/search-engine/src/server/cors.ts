/** Methods allowed cross-origin. */
export const CORS_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS =
  'content-type, accept, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, request-id, content-encoding'

function allowOrigin(configured: string, origin: string | undefined): string | undefined {
  if (configured === '*') return '*'
  const allowed = configured.split(',').map((item) => item.trim())
  return origin !== undefined && allowed.includes(origin) ? origin : allowed[0]
}

/**
 * Headers every response carries, errors included: without them a browser sees status 0 and the
 * clients retry, then report "Unreachable hosts".
 */
export function corsHeaders(
  configured: string,
  origin: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {}
  const value = allowOrigin(configured, origin)
  if (value !== undefined) headers['access-control-allow-origin'] = value
  if (value !== '*') headers.vary = 'Origin'
  return headers
}

/** Headers of an `OPTIONS` preflight answer. */
export function preflightHeaders(
  configured: string,
  origin: string | undefined,
  requestedHeaders: string | undefined,
): Record<string, string> {
  return {
    ...corsHeaders(configured, origin),
    'access-control-allow-methods': CORS_METHODS,
    'access-control-allow-headers': requestedHeaders || DEFAULT_ALLOWED_HEADERS,
    'access-control-max-age': '86400',
  }
}
