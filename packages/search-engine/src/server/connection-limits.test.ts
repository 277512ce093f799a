import { describe, expect, it } from 'vitest'
import { clientKey, defaultMaxConnections, openFilesLimit } from './connection-limits'

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            20000                1048576              files
Max locked memory         8388608              8388608              bytes
`

describe('the default connection cap', () => {
  it('reads the soft open-files limit', () => {
    expect(openFilesLimit(() => LIMITS)).toBe(20_000)
    expect(openFilesLimit(() => LIMITS.replace('20000 ', 'unlimited'))).toBe(Infinity)
    expect(
      openFilesLimit(() => {
        throw new Error('ENOENT')
      }),
    ).toBeUndefined()
  })

  it('leaves 512 descriptors for files, and has a floor and a fallback', () => {
    expect(defaultMaxConnections(20_000)).toBe(19_488)
    expect(defaultMaxConnections(256)).toBe(64)
    expect(defaultMaxConnections(Infinity)).toBe(999_488)
    expect(defaultMaxConnections(undefined)).toBe(4096)
  })
})

describe('the client a connection counts for', () => {
  it('is its IPv4 address, however written', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7')
  })

  it("is an IPv6 address's /64 network, however the address is written", () => {
    const key = '2001:db8:85a3:0::/64'
    expect(clientKey('2001:db8:85a3::8a2e:370:7334')).toBe(key)
    expect(clientKey('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe(key)
    expect(clientKey('2001:db8:85a3:0:ffff:ffff:ffff:ffff')).toBe(key)
    expect(clientKey('2001:db8:85a3::1%eth0')).toBe(key)
    expect(clientKey('2001:db8:85a4::1')).not.toBe(key)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })
})
