import { describe, expect, it } from 'vitest'
import { defaultMaxConnections, openFilesLimit } from './connection-limits'

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
