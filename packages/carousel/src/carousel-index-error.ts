/**
 * Thrown by `setCurrentIndex` (and the `set` action) for an index outside `0..total-1`,
 * negative, fractional, `NaN` or missing. The state is left unchanged.
 */
export class CarouselIndexError extends RangeError {
  override name = 'CarouselIndexError'

  constructor() {
    super('setCurrentIndex value out of bounds')
  }
}
