const brand = Symbol.for('@vitrine/carousel:CarouselIndexError')

/**
 * Thrown by `setCurrentIndex` (and the `set` action) for an index outside `0..total-1`,
 * negative, fractional, `NaN` or missing. The state is left unchanged. `instanceof` checks a
 * brand, not the prototype chain, so it holds across the CommonJS and ES builds.
 */
export class CarouselIndexError extends RangeError {
  static {
    Object.defineProperty(this.prototype, brand, { value: true })
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && brand in value
  }

  override name = 'CarouselIndexError'

  constructor() {
    super('setCurrentIndex value out of bounds')
  }
}
