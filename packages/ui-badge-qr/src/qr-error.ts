/**
 * Why a QR code input was refused: `EMPTY_VALUE` (not a non-empty string), `VALUE_TOO_LONG` (more UTF-8 bytes than
 * version 40 holds at the level), `INVALID_LEVEL`, `INVALID_SIZE` or `INVALID_MARGIN`.
 */
export type QrErrorCode =
  'EMPTY_VALUE' | 'VALUE_TOO_LONG' | 'INVALID_LEVEL' | 'INVALID_SIZE' | 'INVALID_MARGIN'

const brand = Symbol.for('vitrine.QrCodeError')

/**
 * Thrown before any drawing when a QR code cannot be made from its input. The message names
 * the option, the value and the rule or limit, e.g. `level "X" must be L, M, Q or H`.
 * `instanceof QrCodeError` checks a brand, not the prototype chain, so it holds across copies of
 * the class: the CommonJS and ES builds, and the client entry's own copy.
 */
export class QrCodeError extends Error {
  static {
    Object.defineProperty(this.prototype, brand, { value: true })
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value
  }

  override readonly name = 'QrCodeError'
  /** Machine-readable reason. */
  declare readonly code: QrErrorCode

  constructor(code: QrErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
