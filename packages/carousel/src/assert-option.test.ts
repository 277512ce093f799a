// @vitest-environment node
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carouselReducer, createInitialState } from './carousel-reducer'
import type { CarouselOptions } from './options'

afterEach(() => {
  vi.unstubAllEnvs()
})

const configure = (options: Record<string, unknown>) =>
  carouselReducer(createInitialState({ total: 5 }), {
    type: 'config',
    options: options as CarouselOptions,
  })

describe('option validation', () => {
  it.each([
    ['step', -1, 'carousel option step must be an integer >= 1, got -1'],
    ['step', '2', 'carousel option step must be an integer >= 1, got "2"'],
    ['total', Number.NaN, 'carousel option total must be an integer >= 0, got NaN'],
    ['slidesVisible', 0, 'carousel option slidesVisible must be an integer >= 1, got 0'],
    [
      'autoplayDelay',
      Number.NaN,
      'carousel option autoplayDelay must be a finite number >= 1000, got NaN',
    ],
    ['autoplayDelay', -5, 'carousel option autoplayDelay must be a finite number >= 1000, got -5'],
    // A 0 ms (or any sub-second) rotation flashes and spins the CPU: a second at least.
    ['autoplayDelay', 0, 'carousel option autoplayDelay must be a finite number >= 1000, got 0'],
    [
      'autoplayDelay',
      999.5,
      'carousel option autoplayDelay must be a finite number >= 1000, got 999.5',
    ],
    [
      'transitionMs',
      Infinity,
      'carousel option transitionMs must be a finite number >= 0, got Infinity',
    ],
    [
      'swipeThreshold',
      -0.1,
      'carousel option swipeThreshold must be a finite number >= 0, got -0.1',
    ],
    [
      'visibilityThreshold',
      2,
      'carousel option visibilityThreshold must be a finite number in 0..1, got 2',
    ],
    ['direction', 'auto', `carousel option direction must be 'ltr' or 'rtl', got "auto"`],
  ])('refuses %s = %s, naming the option and the value', (option, value, message) => {
    expect(() => configure({ [option]: value })).toThrow(new TypeError(message))
  })

  it('refuses them in production builds too, where a wrong step used to move out of range', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(() => createInitialState({ total: 5, step: -1 })).toThrow(TypeError)
    expect(() => configure({ step: Number.NaN })).toThrow(TypeError)
    expect(() => createInitialState({ total: 5, autoplay: true, autoplayDelay: 0 })).toThrow(
      new TypeError('carousel option autoplayDelay must be a finite number >= 1000, got 0'),
    )
  })

  it('accepts the edges of every range', () => {
    const state = configure({
      total: 0,
      step: 1,
      slidesVisible: 1,
      autoplayDelay: 1000,
      transitionMs: 0,
      swipeThreshold: 0,
      visibilityThreshold: 1,
      direction: 'rtl',
    })
    expect(state).toMatchObject({ total: 0, visibilityThreshold: 1, direction: 'rtl' })
  })

  it('never lets a numeric option through unless it is in range', () => {
    const rules = {
      total: [0, Infinity, true],
      step: [1, Infinity, true],
      slidesVisible: [1, Infinity, true],
      autoplayDelay: [1000, Infinity, false],
      transitionMs: [0, Infinity, false],
      swipeThreshold: [0, Infinity, false],
      visibilityThreshold: [0, 1, false],
    } as const
    const valueArb = fc.oneof(
      fc.double(),
      fc.integer({ min: -5, max: 40 }),
      // Around autoplayDelay's minimum of 1000 ms.
      fc.double({ min: 990, max: 1010, noNaN: true }),
      fc.string(),
    )
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(rules)), valueArb, (option, value) => {
        const [min, max, whole] = rules[option as keyof typeof rules]
        const valid =
          typeof value === 'number' &&
          (whole ? Number.isInteger(value) : Number.isFinite(value)) &&
          value >= min &&
          value <= max
        let accepted: boolean
        try {
          accepted = configure({ [option]: value })[option as keyof typeof rules] === value
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError)
          accepted = false
        }
        expect(accepted).toBe(valid)
      }),
    )
  })
})
