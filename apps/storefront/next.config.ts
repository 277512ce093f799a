import type { NextConfig } from 'next'
import { ConfigError, resolveConfig } from './lib/config'
import { PICTURE_CSP, securityHeaders } from './lib/security-headers'
import { SITE_URL_VAR, configuredOrigin } from './lib/site-origin'

// Fail at start (build, start, dev) with a message saying what to set, not at the first request.
try {
  resolveConfig(process.env)
  configuredOrigin(process.env[SITE_URL_VAR])
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`\nVitrine storefront configuration error:\n  ${error.message}\n`)
  process.exit(1)
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The proxy sees the request as sent: otherwise Next takes its router headers (the router
  // state tree among them) off the request the proxy sees, and cannot refuse a malformed one,
  // which Next's renderer answers with a bare 500.
  skipProxyUrlNormalize: true,
  // The proxy redirects a trailing slash away itself: Next's redirect carries no header at all.
  skipTrailingSlashRedirect: true,
  // `pnpm start` makes a quick build, to run and not to publish: no type check (`pnpm test`
  // type-checks the whole workspace). Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.VITRINE_QUICK_BUILD === '1' },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The proxy sets the pages' policy; the pictures' answers (404 and 405 included) get this one.
      {
        source: '/images/:path*',
        headers: [{ key: 'Content-Security-Policy', value: PICTURE_CSP }],
      },
      // The site icon, an SVG the proxy passes over too.
      { source: '/icon.svg', headers: [{ key: 'Content-Security-Policy', value: PICTURE_CSP }] },
      // Next's scripts, styles and fonts and its image endpoint (unused: its 400s and 404s) are
      // never documents; a policy allowing nothing, should one be opened as one.
      {
        source: '/_next/:path*',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }],
      },
    ]
  },
}

export default nextConfig
