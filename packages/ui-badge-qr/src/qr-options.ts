import { QrCodeError } from './qr-error'
import type { QrErrorCode } from './qr-error'
import type { QrLevel } from './types'

/** Most UTF-8 bytes a QR code holds (version 40, byte mode) at each error-correction level. */
export const QR_BYTE_LIMITS: Readonly<Record<QrLevel, number>> = {
  L: 2953,
  M: 2331,
  Q: 1663,
  H: 1273,
}

/** Throws a {@link QrCodeError} whose message names the option, its value and the rule. */
export function fail(code: QrErrorCode, field: string, value: unknown, rule: string): never {
  throw new QrCodeError(code, `${field} ${value} ${rule}`)
}

/** Returns the byte limit of `level`, or throws `INVALID_LEVEL`. */
export function getByteLimit(level: QrLevel): number {
  return Object.hasOwn(QR_BYTE_LIMITS, level)
    ? QR_BYTE_LIMITS[level]
    : fail('INVALID_LEVEL', 'level', JSON.stringify(level), 'must be L, M, Q or H')
}

/**
 * Throws `EMPTY_VALUE` unless `value` is a non-empty string: not only '', since a number or an
 * object (from untyped data) would be encoded as its `String()`.
 */
export function assertValue(value: string): void {
  if (typeof value !== 'string' || !value) {
    fail('EMPTY_VALUE', 'value', JSON.stringify(value), 'must be a non-empty string')
  }
}

/** Throws `INVALID_SIZE` unless `size` is a finite number above 0. */
export function assertSize(size: number): void {
  if (!(size > 0 && size < Infinity)) {
    fail('INVALID_SIZE', 'size', size, 'must be a positive number')
  }
}
