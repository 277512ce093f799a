// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CarouselIndexError } from './carousel-index-error'
import { carouselReducer, createInitialState } from './carousel-reducer'
import type { CarouselAction, CarouselReducerState } from './carousel-reducer'
import { defaultOptions } from './options'
import type { CarouselOptions } from './options'

const stateAt = (index: number, options: CarouselOptions = {}): CarouselReducerState =>
  createInitialState({ total: 5, ...options }, index)

describe('defaults', () => {
  it('are the specified ones', () => {
    expect(defaultOptions).toEqual({
      total: 0,
      step: 1,
      autoplay: false,
      autoplayDelay: 2000,
      slidesVisible: 1,
      swipeThreshold: 0.25,
      infinite: false,
      lazy: false,
      touch: true,
      visibilityThreshold: 0.5,
      transitionMs: 500,
      direction: undefined,
    })
  })

  it('start the state at 0 with the first window visible', () => {
    expect(createInitialState()).toEqual({ ...defaultOptions, currentIndex: 0, visible: [] })
    expect(createInitialState({ total: 4, slidesVisible: 2 })).toMatchObject({
      currentIndex: 0,
      visible: [0, 1],
    })
  })

  it('start at a given index, aligned to the last position', () => {
    expect(createInitialState({ total: 5 }, 3).currentIndex).toBe(3)
    expect(createInitialState({ total: 5, slidesVisible: 2 }, 4)).toMatchObject({
      currentIndex: 3,
      visible: [3, 4],
    })
    expect(() => createInitialState({ total: 5 }, 5)).toThrow(CarouselIndexError)
  })
})

describe.each<[string, CarouselOptions, number, CarouselAction, number]>([
  ['next moves by one', {}, 0, { type: 'next' }, 1],
  ['next stays at the end', {}, 4, { type: 'next' }, 4],
  ['next wraps to 0 when infinite', { infinite: true }, 4, { type: 'next' }, 0],
  ['prev moves by one', {}, 3, { type: 'prev' }, 2],
  ['prev stays at the start', {}, 0, { type: 'prev' }, 0],
  ['prev wraps to the end when infinite', { infinite: true }, 0, { type: 'prev' }, 4],
  ['next moves by step', { step: 2 }, 0, { type: 'next' }, 2],
  ['next stops at the last position', { step: 3 }, 3, { type: 'next' }, 4],
  ['prev from the last position returns to the step before', { step: 3 }, 4, { type: 'prev' }, 3],
  ['autoplay advances', {}, 1, { type: 'autoplay' }, 2],
  ['autoplay returns to 0 after the last slide', {}, 4, { type: 'autoplay' }, 0],
  ['autoplay returns to 0 when infinite', { infinite: true }, 4, { type: 'autoplay' }, 0],
  ['autoplay returns to 0 after the last page', { slidesVisible: 2 }, 3, { type: 'autoplay' }, 0],
  ['next ends at total - slidesVisible', { slidesVisible: 2 }, 3, { type: 'next' }, 3],
  [
    'prev wraps to total - slidesVisible',
    { slidesVisible: 2, infinite: true },
    0,
    { type: 'prev' },
    3,
  ],
  ['set goes to the index', {}, 0, { type: 'set', index: 3 }, 3],
  ['set to 0', {}, 4, { type: 'set', index: 0 }, 0],
  [
    'set past the last position aligns to it',
    { slidesVisible: 3 },
    0,
    { type: 'set', index: 4 },
    2,
  ],
  ['config shrinking total clamps the index', {}, 4, { type: 'config', options: { total: 2 } }, 1],
  [
    'config growing slidesVisible clamps',
    {},
    4,
    { type: 'config', options: { slidesVisible: 3 } },
    2,
  ],
  ['config growing total keeps the index', {}, 4, { type: 'config', options: { total: 9 } }, 4],
  ['config to no slides goes to 0', {}, 4, { type: 'config', options: { total: 0 } }, 0],
])('%s', (_, options, from, action, to) => {
  const state = stateAt(from, options)
  const next = carouselReducer(state, action)

  it(`goes from ${from} to ${to}`, () => expect(next.currentIndex).toBe(to))

  it('keeps the index in range', () => {
    expect(next.currentIndex).toBeGreaterThanOrEqual(0)
    expect(next.currentIndex).toBeLessThanOrEqual(Math.max(0, next.total - next.slidesVisible))
  })

  it('returns the same object only when nothing changed', () => {
    if (to === from && action.type !== 'config') expect(next).toBe(state)
    else expect(next).not.toBe(state)
  })

  it('does not touch the state it was given', () => {
    expect(state).toEqual(stateAt(from, options))
  })

  it('shows the window from the new index', () => {
    const expected = Array.from(
      { length: Math.min(next.slidesVisible, next.total - next.currentIndex) },
      (_, offset) => next.currentIndex + offset,
    )
    expect(next.visible).toEqual(expected)
  })
})

describe('set outside 0..total-1', () => {
  it.each([
    ['negative', -1],
    ['equal to total', 5],
    ['too large', 99],
    ['NaN', Number.NaN],
    ['fractional', 1.5],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['missing', undefined],
    ['a string', '2'],
  ])('throws for %s and leaves the state unchanged', (_, index) => {
    const state = stateAt(2)
    const snapshot = structuredClone(state)
    let thrown: unknown
    try {
      carouselReducer(state, { type: 'set', index: index as number })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(CarouselIndexError)
    expect(thrown).toBeInstanceOf(RangeError)
    expect((thrown as Error).name).toBe('CarouselIndexError')
    expect((thrown as Error).message).toBe('setCurrentIndex value out of bounds')
    expect(state).toEqual(snapshot)
  })

  it('throws for any index when there are no slides', () => {
    expect(() => carouselReducer(createInitialState(), { type: 'set', index: 0 })).toThrow(
      'setCurrentIndex value out of bounds',
    )
  })
})

describe('config', () => {
  it('merges options and keeps the rest', () => {
    const next = carouselReducer(stateAt(1), {
      type: 'config',
      options: { autoplay: true, step: 2 },
    })
    expect(next).toMatchObject({ autoplay: true, step: 2, total: 5, currentIndex: 1 })
  })

  it('ignores undefined values and keys that are not options', () => {
    const state = stateAt(1)
    const options = { autoplay: undefined, index: 3, labels: {} } as CarouselOptions
    expect(carouselReducer(state, { type: 'config', options })).toBe(state)
  })

  it('returns the same state when nothing changes', () => {
    const state = stateAt(1)
    expect(carouselReducer(state, { type: 'config', options: { total: 5, step: 1 } })).toBe(state)
  })

  it.each([
    ['total', -1],
    ['total', 1.5],
    ['step', 0],
    ['slidesVisible', 0],
    ['slidesVisible', Number.NaN],
  ])('rejects %s = %s', (option, value) => {
    expect(() =>
      carouselReducer(stateAt(0), { type: 'config', options: { [option]: value } }),
    ).toThrow(
      new TypeError(
        `carousel option ${option} must be an integer >= ${option === 'total' ? 0 : 1}, got ${value}`,
      ),
    )
  })
})

describe('visible', () => {
  it('replaces the visible set', () => {
    const next = carouselReducer(stateAt(0), { type: 'visible', visible: [0, 1] })
    expect(next.visible).toEqual([0, 1])
    expect(next.currentIndex).toBe(0)
  })

  it('returns the same state for the same set', () => {
    const state = stateAt(2)
    expect(carouselReducer(state, { type: 'visible', visible: [2] })).toBe(state)
  })
})
