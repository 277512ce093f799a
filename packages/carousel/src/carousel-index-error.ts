/**
 * Thrown by `setCurrentIndex` (and the `set` action) for an index outside `0..total-1`,
 * negative, fractional, `NaN` or missing. The state is left unchanged. `instanceof` checks the
 * error's name rather than the prototype chain (any `RangeError` named `CarouselIndexError`),
 * so it holds across copies of the class: the CommonJS and ES builds loaded side by side.
 */
export class CarouselIndexError extends RangeError {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof RangeError && value.name === 'CarouselIndexError'
  }

  override name = 'CarouselIndexError'

  constructor() {
    super('setCurrentIndex value out of bounds')
  }
}
