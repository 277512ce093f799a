import { findInfiniteNumber } from '../core/infinite-numbers'
import { badRequest } from './http-error'

// Only a literal with a 3-digit exponent or 309 digits can pass a double's range.
const MAY_OVERFLOW = /[eE][+-]?\d{3}|\d{309}/

/**
 * Throws a 400 when a parsed body holds a number past a double's range (`1e400`): JSON.parse
 * reads it as Infinity, which JSON cannot write back. A record holding one was acknowledged,
 * answered as `null` by getObject, kept as Infinity in memory (an `Increment` of it answered
 * "overflows") and saved as `null`, so the record changed at the next restart.
 */
export function checkFiniteNumbers(text: string, value: unknown): void {
  if (!MAY_OVERFLOW.test(text)) return
  const found = findInfiniteNumber(value)
  if (found !== undefined) {
    throw badRequest(
      `Invalid number in request body: out of range in ${found === '(the value)' ? 'the body' : found}`,
    )
  }
}
