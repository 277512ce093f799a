import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ConfigError } from './config'
import { configuredOrigin, plainHost, requestOrigin } from './site-origin'

describe('requestOrigin', () => {
  it('is the origin the shopper reached', () => {
    expect(requestOrigin({ host: 'shop.example:3000' })).toBe('http://shop.example:3000')
  })

  it("prefers a proxy's forwarded host and protocol", () => {
    expect(
      requestOrigin({
        forwardedHost: 'shop.example',
        forwardedProto: 'https',
        host: '10.0.0.5:3000',
      }),
    ).toBe('https://shop.example')
  })

  it('reads the first value of a forwarded list', () => {
    expect(
      requestOrigin({ forwardedHost: 'shop.example, cdn.internal', forwardedProto: 'https, http' }),
    ).toBe('https://shop.example')
  })

  it.each([
    ['a space', 'a b'],
    ['an unclosed IPv6 bracket', '[::1'],
    ['a port out of range', 'shop.example:99999'],
    ['a path', 'evil.example/x?y'],
    ['a user', 'user@evil.example'],
    ['a newline', 'evil.example\nx'],
  ])('passes over a forwarded host with %s and uses Host', (_, forwardedHost) => {
    expect(requestOrigin({ forwardedHost, host: 'shop.example' })).toBe('http://shop.example')
  })

  it('falls back to localhost when no header names a host', () => {
    expect(requestOrigin({ forwardedHost: '<script>', host: 'a b' })).toBe('http://localhost')
    expect(requestOrigin({})).toBe('http://localhost')
  })

  it('keeps only http and https as protocols', () => {
    expect(requestOrigin({ host: 'shop.example', forwardedProto: 'javascript' })).toBe(
      'http://shop.example',
    )
  })

  it('accepts IPv6 and IPv4 hosts with ports', () => {
    expect(requestOrigin({ host: '[::1]:3000' })).toBe('http://[::1]:3000')
    expect(requestOrigin({ host: '127.0.0.1:3100' })).toBe('http://127.0.0.1:3100')
  })

  it('never throws, and always gives an http(s) origin with no path, whatever the headers say', () => {
    const header = fc.option(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl()), {
      nil: undefined,
    })
    fc.assert(
      fc.property(header, header, header, (forwardedHost, forwardedProto, host) => {
        const origin = requestOrigin({ forwardedHost, forwardedProto, host })
        const url = new URL(origin)
        expect(url.origin).toBe(origin)
        expect(['http:', 'https:']).toContain(url.protocol)
      }),
    )
  })
})

describe('plainHost', () => {
  it('lower-cases and normalises a host', () => {
    expect(plainHost('Shop.Example:443')).toBe('shop.example:443')
  })

  it('refuses anything but host[:port]', () => {
    for (const raw of ['', ' ', 'a/b', 'a?b', 'a#b', 'a:b', 'a:0', '-a.example', 'a..b']) {
      expect(plainHost(raw), raw).toBeUndefined()
    }
  })
})

describe('configuredOrigin', () => {
  it('is undefined when unset or blank', () => {
    expect(configuredOrigin(undefined)).toBeUndefined()
    expect(configuredOrigin('  ')).toBeUndefined()
  })

  it('is the origin of the configured URL', () => {
    expect(configuredOrigin('https://Shop.Example/')).toBe('https://shop.example')
  })

  it.each([
    'shop.example',
    'ftp://shop.example',
    'https://shop.example/store',
    'https://a@shop.example',
  ])('refuses %s with a message naming the variable', (raw) => {
    expect(() => configuredOrigin(raw)).toThrow(ConfigError)
    expect(() => configuredOrigin(raw)).toThrow(/VITRINE_SITE_URL/)
  })
})
