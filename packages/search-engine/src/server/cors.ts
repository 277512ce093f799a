/** Methods allowed cross-origin. */
export const CORS_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS =
  'content-type, accept, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, request-id, content-encoding'

/**
 * Which origins a response may be read from. Search-key routes (and answers that name no route)
 * are public, as Algolia's: any origin. Admin-key routes answer only the configured origins.
 */
export type CorsPolicy = { kind: 'public' } | { kind: 'restricted'; allowed: readonly string[] }

/** Parses `VITRINE_CORS_ORIGIN` (comma-separated origins, `*` for any). */
export function parseOrigins(configured: string): readonly string[] {
  return configured
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** Whether a browser page from `origin` may call the routes under `policy`. */
export function originAllowed(policy: CorsPolicy, origin: string | undefined): boolean {
  if (policy.kind === 'public' || origin === undefined) return true
  return policy.allowed.includes('*') || policy.allowed.includes(origin)
}

/**
 * Headers every response carries, errors included: without them a browser sees status 0 and the
 * clients retry, then report "Unreachable hosts". A restricted route names the caller's origin
 * only when it is allowed (else the browser keeps the answer from the page).
 */
export function corsHeaders(
  policy: CorsPolicy,
  origin: string | undefined,
): Record<string, string> {
  if (policy.kind === 'public') return { 'access-control-allow-origin': '*' }
  const headers: Record<string, string> = { vary: 'Origin' }
  if (policy.allowed.includes('*')) headers['access-control-allow-origin'] = '*'
  else if (origin !== undefined && policy.allowed.includes(origin)) {
    headers['access-control-allow-origin'] = origin
  }
  return headers
}

/** Headers of an `OPTIONS` preflight answer. */
export function preflightHeaders(
  policy: CorsPolicy,
  origin: string | undefined,
  requestedHeaders: string | undefined,
): Record<string, string> {
  const headers = corsHeaders(policy, origin)
  if (headers['access-control-allow-origin'] === undefined) return headers
  return {
    ...headers,
    'access-control-allow-methods': CORS_METHODS,
    'access-control-allow-headers': requestedHeaders || DEFAULT_ALLOWED_HEADERS,
    'access-control-max-age': '86400',
  }
}
