import { createQrMatrix } from './create-qr-matrix'
import { assertValue, fail, getByteLimit } from './qr-options'
import { toQrPath } from './to-qr-path'
import type { QrPath, QrPathOptions } from './types'

const cache = new Map<string, QrPath>()

/**
 * The QR code of `value` as one SVG path (see {@link QrPath}), memoised: the last 64 distinct
 * (value, level, margin) inputs are kept, so re-rendering with unchanged props does no QR work.
 * Throws a {@link QrCodeError} on input that cannot be encoded.
 *
 * @example
 * const { d, size } = getQrPath('https://vitrine.example/p/42', { level: 'M', margin: 4 })
 */
export function getQrPath(value: string, { level = 'L', margin = 0 }: QrPathOptions = {}): QrPath {
  getByteLimit(level)
  // Before the cache: 42 and '42' share a key.
  assertValue(value)
  if (!Number.isInteger(margin) || margin < 0) {
    fail('INVALID_MARGIN', 'margin', margin, 'must be a non-negative integer')
  }
  // Unambiguous: the level is one letter (checked above), then the margin's digits, then ':'.
  const key = `${level}${margin}:${value}`
  // Re-inserting on every read keeps the Map in least-recently-used order.
  let path = cache.get(key)
  cache.delete(key)
  if (!path) {
    const matrix = createQrMatrix(value, { level })
    path = { d: toQrPath(matrix, margin), size: matrix.size + 2 * margin }
  }
  cache.set(key, path)
  if (cache.size > 64) cache.delete(cache.keys().next().value!)
  return path
}
