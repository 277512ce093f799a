import { RecommendInputError } from './recommend-error'
import type { RecommendErrorCode } from './recommend-error'

/** The provider's per-request limit on `maxRecommendations` (contract: integer 1..30). */
export const MAX_RECOMMENDATIONS_LIMIT = 30

/** Throws a {@link RecommendInputError} naming `field` and `value` unless `ok`. */
export function check(ok: boolean, code: RecommendErrorCode, field: string, value: unknown): void {
  if (!ok) throw new RecommendInputError(code, field, value)
}

/** Throws unless `value` is a non-empty string. */
export function checkString(value: unknown, field: string): void {
  check(typeof value === 'string' && value !== '', 'INVALID_STRING', field, value)
}

/** Throws unless `threshold` is a number in 0..100 and `max` is absent or an integer in 1..30. */
export function checkLimits(threshold: unknown, max: unknown): void {
  check(
    typeof threshold === 'number' && threshold >= 0 && threshold <= 100,
    'INVALID_THRESHOLD',
    'threshold',
    threshold,
  )
  check(
    max === undefined ||
      (Number.isInteger(max) &&
        (max as number) >= 1 &&
        (max as number) <= MAX_RECOMMENDATIONS_LIMIT),
    'INVALID_MAX_RECOMMENDATIONS',
    'maxRecommendations',
    max,
  )
}

/**
 * The value exactly as it goes on the wire: a JSON copy, so no `undefined` field (at any depth)
 * survives into a request.
 */
export function toWire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
