/** Headers sent with every response; the Content-Security-Policy is set per request in proxy.ts. */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/**
 * The Content-Security-Policy of the picture routes (`/images/...`), which the proxy passes
 * over: their SVGs, and their 404 and 405 answers too, may load nothing but inline styles.
 */
export const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'"
