import type { NextConfig } from 'next'
import { ConfigError, resolveConfig } from './lib/config'
import { securityHeaders } from './lib/security-headers'

// Fail at start (build, start, dev) with a message saying what to set, not at the first request.
try {
  resolveConfig(process.env)
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`\nVitrine storefront configuration error:\n  ${error.message}\n`)
  process.exit(1)
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default nextConfig
