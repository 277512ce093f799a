import { hostOrigin, type SearchConfig } from './config'

/** Origins the browser may call for search, recommendations and insights events. */
export function searchOrigins(config: SearchConfig): string[] {
  if (config.host) return [hostOrigin(config.host)]
  return ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']
}

/** Options of {@link buildCsp}. */
export interface CspOptions {
  /** Fresh per request; allows Next's own inline and bundle scripts. */
  nonce: string
  config: SearchConfig
  /** Development adds 'unsafe-eval', which React uses for its dev-only error overlays. */
  isDev?: boolean
}

/**
 * The Content-Security-Policy of a page response: scripts only by nonce (no 'unsafe-inline'),
 * connections only to this origin and the search host, never framed.
 */
export function buildCsp({ nonce, config, isDev = false }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes (carousel transforms) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self' ${searchOrigins(config).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  return directives.join('; ')
}

/** A nonce with 128 bits of randomness, base64-encoded. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
