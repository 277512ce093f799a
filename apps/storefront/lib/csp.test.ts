import { describe, expect, it } from 'vitest'
import { resolveConfig } from './config'
import { buildCsp, createNonce } from './csp'

function directives(csp: string) {
  return Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

describe('buildCsp', () => {
  it('allows scripts only by nonce and connections only to the search host', () => {
    const csp = directives(
      buildCsp({ nonce: 'abc', config: resolveConfig({ ALGOLIA_HOST: '127.0.0.1:4711' }) }),
    )
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"])
    expect(csp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4711'])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(Object.values(csp).flat().join(' ')).not.toContain('unsafe-eval')
  })

  it("allows Algolia's hosts when configured for Algolia, and eval only in development", () => {
    const config = resolveConfig({
      NEXT_PUBLIC_ALGOLIA_APP_ID: 'ABC',
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'k',
      NEXT_PUBLIC_ALGOLIA_INDEX: 'i',
    })
    const csp = directives(buildCsp({ nonce: 'n', config, isDev: true }))
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.algolia.net',
        'https://*.algolianet.com',
        'https://*.algolia.io',
      ]),
    )
    expect(csp['script-src']).toContain("'unsafe-eval'")
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
  })

  it('creates a fresh 128-bit nonce each time', () => {
    const a = createNonce()
    expect(atob(a)).toHaveLength(16)
    expect(createNonce()).not.toBe(a)
  })
})
