import qrcode from 'qrcode-generator'
import { describe, expect, it } from 'vitest'
import { createQrMatrix } from './create-qr-matrix'
import { QR_BYTE_LIMITS } from './qr-options'
import type { QrLevel, QrMatrix } from './types'

const levels: QrLevel[] = ['L', 'M', 'Q', 'H']

function toRows({ size, isDark }: QrMatrix): string[] {
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => (isDark(row, col) ? '#' : '.')).join(''),
  )
}

describe('createQrMatrix', () => {
  it('picks the smallest version that fits (typeNumber 0)', () => {
    expect(createQrMatrix('hi').size).toBe(21)
    expect(createQrMatrix('https://vitrine.example/products/espresso-machine').size).toBe(29)
  })

  it('defaults to level L', () => {
    const text = 'https://vitrine.example/p/42'
    expect(toRows(createQrMatrix(text))).toEqual(toRows(createQrMatrix(text, { level: 'L' })))
    expect(toRows(createQrMatrix(text))).not.toEqual(toRows(createQrMatrix(text, { level: 'H' })))
  })

  it('grows with the error-correction level', () => {
    const text = 'https://vitrine.example/products/espresso-machine?ref=qr'
    const sizes = levels.map((level) => createQrMatrix(text, { level }).size)
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
    expect(sizes[3]).toBeGreaterThan(sizes[0]!)
  })

  it('matches qrcode-generator for ASCII text', () => {
    const text = 'https://vitrine.example/p/42'
    const reference = qrcode(0, 'M')
    reference.addData(text)
    reference.make()
    expect(toRows(createQrMatrix(text, { level: 'M' }))).toEqual(
      toRows({ size: reference.getModuleCount(), isDark: reference.isDark }),
    )
  })

  it('encodes UTF-8 bytes, not the low byte of each character', () => {
    const text = 'Crème brûlée 🛒 二维码'
    const naive = qrcode(0, 'L')
    naive.addData(text)
    naive.make()
    const utf8 = qrcode(0, 'L')
    utf8.addData(String.fromCharCode(...new TextEncoder().encode(text)))
    utf8.make()
    const rows = toRows(createQrMatrix(text))
    expect(rows).toEqual(toRows({ size: utf8.getModuleCount(), isDark: utf8.isDark }))
    expect(rows).not.toEqual(toRows({ size: naive.getModuleCount(), isDark: naive.isDark }))
  })

  it("leaves qrcode-generator's global byte mapping alone", () => {
    const before = qrcode.stringToBytes
    createQrMatrix('é')
    expect(qrcode.stringToBytes).toBe(before)
    expect(qrcode.stringToBytes('é')).toEqual([0xe9])
  })

  it.each(levels)('fills version 40 at exactly the byte limit of level %s', (level) => {
    const limit = QR_BYTE_LIMITS[level]
    expect(createQrMatrix('a'.repeat(limit), { level }).size).toBe(177)
    expect(() => createQrMatrix('a'.repeat(limit + 1), { level })).toThrow(
      `value of ${limit + 1} UTF-8 bytes is over level ${level}'s limit of ${limit} bytes`,
    )
  })

  it('counts the limit in UTF-8 bytes, not characters', () => {
    // 'é' is two bytes: 1477 of them are 2954 bytes, one more than level L holds.
    expect(() => createQrMatrix('é'.repeat(1477))).toThrow(
      expect.objectContaining({ name: 'QrCodeError', code: 'VALUE_TOO_LONG' }),
    )
    expect(createQrMatrix('é'.repeat(1476)).size).toBe(177)
  })

  it('refuses an empty value', () => {
    expect(() => createQrMatrix('')).toThrow(
      expect.objectContaining({
        code: 'EMPTY_VALUE',
        message: 'value "" must be a non-empty string',
      }),
    )
  })

  it.each([
    [42, 'value 42 must be a non-empty string'],
    [
      { href: 'https://vitrine.example/' },
      'value {"href":"https://vitrine.example/"} must be a non-empty string',
    ],
    [undefined, 'value undefined must be a non-empty string'],
  ])('refuses the non-string value %j instead of encoding its String()', (value, message) => {
    expect(() => createQrMatrix(value as unknown as string)).toThrow(
      expect.objectContaining({ code: 'EMPTY_VALUE', message }),
    )
  })

  it.each(['X', 'l', 'toString', ''])('refuses the unknown level %j', (level) => {
    expect(() => createQrMatrix('hi', { level: level as QrLevel })).toThrow(
      expect.objectContaining({
        code: 'INVALID_LEVEL',
        message: `level ${JSON.stringify(level)} must be L, M, Q or H`,
      }),
    )
  })
})
