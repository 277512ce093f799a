import qrcode from 'qrcode-generator'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getQrPath } from './get-qr-path'

vi.mock('qrcode-generator', async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof qrcode }>()).default
  return { default: Object.assign(vi.fn(actual), actual) }
})

const made = vi.mocked(qrcode)

describe('getQrPath', () => {
  beforeEach(() => made.mockClear())

  it('returns the path in module units, its side including the margin', () => {
    const plain = getQrPath('path-size')
    expect(plain.size).toBe(21)
    expect(plain.d.startsWith('M0 0h7v1h-7z')).toBe(true)
    const framed = getQrPath('path-size', { margin: 4 })
    expect(framed.size).toBe(29)
    expect(framed.d.startsWith('M4 4h7v1h-7z')).toBe(true)
  })

  it('does the QR work once for repeated inputs', () => {
    const first = getQrPath('memo-1', { level: 'M', margin: 2 })
    const again = getQrPath('memo-1', { level: 'M', margin: 2 })
    expect(again).toBe(first)
    expect(made).toHaveBeenCalledTimes(1)
  })

  it('keys the cache on value, level and margin', () => {
    getQrPath('memo-2')
    getQrPath('memo-2', { level: 'L', margin: 0 })
    expect(made).toHaveBeenCalledTimes(1)
    getQrPath('memo-2', { level: 'H' })
    getQrPath('memo-2', { margin: 1 })
    getQrPath('memo-3')
    expect(made).toHaveBeenCalledTimes(4)
  })

  it('forgets the least recently used of more than 64 inputs', () => {
    getQrPath('lru-keep')
    getQrPath('lru-drop')
    for (let i = 0; i < 63; i++) {
      getQrPath(`lru-fill-${i}`)
      getQrPath('lru-keep')
    }
    made.mockClear()
    getQrPath('lru-keep')
    expect(made).not.toHaveBeenCalled()
    getQrPath('lru-drop')
    expect(made).toHaveBeenCalledTimes(1)
  })

  it.each([-1, 1.5, Number.NaN, Infinity])('refuses the margin %s', (margin) => {
    expect(() => getQrPath('hi', { margin })).toThrow(
      expect.objectContaining({
        code: 'INVALID_MARGIN',
        message: `margin ${margin} must be a non-negative integer`,
      }),
    )
  })

  it('refuses a number even when its string is cached', () => {
    getQrPath('42')
    expect(() => getQrPath(42 as unknown as string)).toThrow('value 42 must be a non-empty string')
  })

  it('validates the level even for a cached value', () => {
    getQrPath('cached-level')
    expect(() => getQrPath('cached-level', { level: 'Z' as 'L' })).toThrow('level "Z"')
  })
})
