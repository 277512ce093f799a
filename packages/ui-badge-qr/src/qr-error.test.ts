import { describe, expect, it } from 'vitest'
import { QrCodeError } from './qr-error'

describe('QrCodeError', () => {
  it('passes instanceof across copies of the class (the client entry has its own)', () => {
    const copy = new Function(
      `const brand = Symbol.for('vitrine.QrCodeError'); return ${QrCodeError.toString()}`,
    )() as typeof QrCodeError
    expect(copy).not.toBe(QrCodeError)
    expect(new copy('EMPTY_VALUE', 'value "" must be a non-empty string')).toBeInstanceOf(
      QrCodeError,
    )
    expect(new QrCodeError('INVALID_SIZE', 'size 0')).toBeInstanceOf(copy)
    expect(new Error('no')).not.toBeInstanceOf(QrCodeError)
    expect({ name: 'QrCodeError', code: 'EMPTY_VALUE' }).not.toBeInstanceOf(QrCodeError)
  })
})
