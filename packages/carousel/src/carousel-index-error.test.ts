import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { CarouselIndexError } from './carousel-index-error'

describe('CarouselIndexError', () => {
  it('is a RangeError with exactly the specified message', () => {
    const error = new CarouselIndexError()
    expect(error).toBeInstanceOf(RangeError)
    expect(error.message).toBe('setCurrentIndex value out of bounds')
  })

  it('passes instanceof across copies of the class, as the CommonJS and ES builds are', () => {
    const copy = new Function('module', `module.exports = ${CarouselIndexError.toString()}`)
    const module = { exports: undefined as unknown as typeof CarouselIndexError }
    copy(module, createRequire(import.meta.url))
    expect(module.exports).not.toBe(CarouselIndexError)
    expect(new module.exports()).toBeInstanceOf(CarouselIndexError)
    expect(new CarouselIndexError()).toBeInstanceOf(module.exports)
    expect(new RangeError('setCurrentIndex value out of bounds')).not.toBeInstanceOf(
      CarouselIndexError,
    )
    expect({ name: 'CarouselIndexError' }).not.toBeInstanceOf(CarouselIndexError)
  })
})
