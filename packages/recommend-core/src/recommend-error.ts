/** Why a recommendation input was refused, keyed by error code. */
export const RECOMMEND_ERRORS = {
  INVALID_STRING: 'must be a non-empty string',
  INVALID_ARRAY: 'must be an array',
  INVALID_THRESHOLD: 'must be a number in 0..100',
  INVALID_MAX_RECOMMENDATIONS: 'must be an integer in 1..30',
  INVALID_CLIENT:
    'must be recommendClient() from @algolia/recommend 5, liteClient() from algoliasearch/lite 5, algoliasearch() from algoliasearch 5 or recommend() from @algolia/recommend 4',
} as const

/** One of the keys of {@link RECOMMEND_ERRORS}. */
export type RecommendErrorCode = keyof typeof RECOMMEND_ERRORS

const brand = Symbol.for('@vitrine/recommend-core:RecommendInputError')

/** The value as the message shows it: strings quoted, objects by their first keys. */
const show = (value: unknown) =>
  typeof value === 'string'
    ? JSON.stringify(value)
    : value && typeof value === 'object'
      ? `{${Object.keys(value).slice(0, 3)}}`
      : String(value)

/**
 * Thrown (or rejected) before any network call when a recommendation input is invalid.
 * The message names the field and the value, e.g. `threshold: 120 must be a number in 0..100`.
 * `instanceof` checks a brand, not the prototype chain, so it holds across copies of the class
 * (the CommonJS and ES builds loaded side by side).
 */
export class RecommendInputError extends Error {
  static {
    Object.defineProperty(this.prototype, brand, { value: true })
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value
  }

  override readonly name = 'RecommendInputError'

  constructor(
    /** Machine-readable reason. */
    readonly code: RecommendErrorCode,
    /** Path of the offending field, e.g. `objectIDs[1]` or `queryParameters.userToken`. */
    readonly field: string,
    /** The value that was refused. */
    readonly value: unknown,
  ) {
    super(`${field}: ${show(value)} ${RECOMMEND_ERRORS[code]}`)
  }
}
