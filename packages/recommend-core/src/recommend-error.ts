/** Why a recommendation input was refused, keyed by error code. */
export const RECOMMEND_ERRORS = {
  INVALID_STRING: 'must be a non-empty string',
  INVALID_ARRAY: 'must be an array',
  INVALID_THRESHOLD: 'must be a number in 0..100',
  INVALID_MAX_RECOMMENDATIONS: 'must be an integer in 1..30',
  INVALID_CLIENT: 'must be recommendClient, liteClient, algoliasearch (v5) or recommend (v4)',
  INVALID_RESPONSE: 'must hold one { hits: [{ objectID }] } per request',
} as const

/** One of the keys of {@link RECOMMEND_ERRORS}. */
export type RecommendErrorCode = keyof typeof RECOMMEND_ERRORS

const brand = Symbol.for('vitrine.RecommendInputError')

/**
 * Thrown (or rejected) before any network call when a recommendation input is invalid, and
 * after it (`INVALID_RESPONSE`) when the client's answer is not the provider's answer shape.
 * The message names the field and the value, e.g. `threshold: 120 must be a number in 0..100`.
 * `instanceof` checks a brand, not the prototype chain, so it holds across copies of the class
 * (the CommonJS and ES builds loaded side by side).
 */
export class RecommendInputError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return !!(value as Record<symbol, unknown> | null)?.[brand]
  }

  override readonly name = 'RecommendInputError'
  /** Machine-readable reason. */
  declare readonly code: RecommendErrorCode
  /** Path of the offending field, e.g. `objectIDs[1]` or `queryParameters.userToken`. */
  declare readonly field: string
  /** The value that was refused. */
  declare readonly value: unknown

  constructor(code: RecommendErrorCode, field: string, value: unknown) {
    // Strings show their quotes; an array (a malformed `results`) the start of its JSON. Other
    // objects stay `[object Object]`: a client's JSON could carry its API key into logs.
    const shown =
      typeof value === 'string'
        ? JSON.stringify(value)
        : Array.isArray(value)
          ? JSON.stringify(value).slice(0, 80)
          : String(value)
    super(`${field}: ${shown} ${RECOMMEND_ERRORS[code]}`)
    Object.assign(this, { code, field, value, [brand]: true })
  }
}
