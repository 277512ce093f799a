import qrcode from 'qrcode-generator'
import { assertValue, fail, getByteLimit } from './qr-options'
import type { QrMatrix, QrMatrixOptions } from './types'

/**
 * Encodes `value` as UTF-8 bytes into the smallest QR code that holds it at `level`.
 * Throws a {@link QrCodeError} for an empty value, an unknown level, or more bytes than
 * version 40 holds at that level (see `QR_BYTE_LIMITS`). Not cached: see `getQrPath`.
 */
export function createQrMatrix(value: string, { level = 'L' }: QrMatrixOptions = {}): QrMatrix {
  const limit = getByteLimit(level)
  assertValue(value)
  const bytes = new TextEncoder().encode(value)
  if (bytes.length > limit) {
    fail(
      'VALUE_TOO_LONG',
      'value of',
      bytes.length,
      `UTF-8 bytes is over level ${level}'s limit of ${limit} bytes`,
    )
  }
  const qr = qrcode(0, level)
  // qrcode-generator keeps the low byte of each UTF-16 unit, so a string of one char per UTF-8
  // byte reaches the code unchanged, without touching its global `stringToBytes`.
  qr.addData(String.fromCharCode(...bytes))
  qr.make()
  return { size: qr.getModuleCount(), isDark: qr.isDark }
}
