/** Why a recommendation input was refused, keyed by error code. */
export const RECOMMEND_ERRORS = {
  INVALID_STRING: 'must be a non-empty string',
  INVALID_ARRAY: 'must be an array',
  INVALID_THRESHOLD: 'must be a number in 0..100',
  INVALID_MAX_RECOMMENDATIONS: 'must be an integer in 1..30',
} as const

/** One of the keys of {@link RECOMMEND_ERRORS}. */
export type RecommendErrorCode = keyof typeof RECOMMEND_ERRORS

/**
 * Thrown (or rejected) before any network call when a recommendation input is invalid.
 * The message names the field and the value, e.g. `threshold: 120 must be a number in 0..100`.
 */
export class RecommendInputError extends Error {
  override readonly name = 'RecommendInputError'

  constructor(
    /** Machine-readable reason. */
    readonly code: RecommendErrorCode,
    /** Path of the offending field, e.g. `objectIDs[1]` or `queryParameters.userToken`. */
    readonly field: string,
    /** The value that was refused. */
    readonly value: unknown,
  ) {
    super(
      `${field}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)} ${RECOMMEND_ERRORS[code]}`,
    )
  }
}
