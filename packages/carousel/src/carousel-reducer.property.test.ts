// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CarouselIndexError } from './carousel-index-error'
import { carouselReducer, createInitialState } from './carousel-reducer'
import type { CarouselAction, CarouselReducerState } from './carousel-reducer'
import { getMaxIndex } from './positions'

const settingsArb = fc.record({
  total: fc.integer({ min: 0, max: 30 }),
  slidesVisible: fc.integer({ min: 1, max: 6 }),
  step: fc.integer({ min: 1, max: 6 }),
  infinite: fc.boolean(),
})

const actionArb: fc.Arbitrary<CarouselAction> = fc.oneof(
  fc.constantFrom<CarouselAction>({ type: 'next' }, { type: 'prev' }, { type: 'autoplay' }),
  fc.integer({ min: -3, max: 35 }).map((index) => ({ type: 'set' as const, index })),
  fc
    .record(
      {
        total: fc.integer({ min: 0, max: 30 }),
        slidesVisible: fc.integer({ min: 1, max: 6 }),
        step: fc.integer({ min: 1, max: 6 }),
        infinite: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    .map((options) => ({ type: 'config' as const, options })),
)

/** Applies an action the way a controller does: a rejected `set` leaves the state as it was. */
function apply(state: CarouselReducerState, action: CarouselAction): CarouselReducerState {
  try {
    return carouselReducer(state, action)
  } catch (error) {
    expect(error).toBeInstanceOf(CarouselIndexError)
    return state
  }
}

/** Every position `next` can reach from 0: multiples of step below the last position, then it. */
function positions({ total, slidesVisible, step }: CarouselReducerState): number[] {
  const max = getMaxIndex({ total, slidesVisible })
  const list: number[] = []
  for (let index = 0; index < max; index += step) list.push(index)
  return [...list, max]
}

const next = (state: CarouselReducerState) => carouselReducer(state, { type: 'next' })
const prev = (state: CarouselReducerState) => carouselReducer(state, { type: 'prev' })

describe('carouselReducer properties', () => {
  it('keeps the index in 0..max (within 0..total-1) after any action sequence', () => {
    fc.assert(
      fc.property(settingsArb, fc.array(actionArb, { maxLength: 40 }), (settings, actions) => {
        let state = createInitialState(settings)
        for (const action of actions) {
          state = apply(state, action)
          const max = getMaxIndex(state)
          expect(Number.isInteger(state.currentIndex)).toBe(true)
          expect(state.currentIndex).toBeGreaterThanOrEqual(0)
          expect(state.currentIndex).toBeLessThanOrEqual(max)
          expect(state.currentIndex).toBeLessThanOrEqual(Math.max(0, state.total - 1))
          expect(state.visible.every((slide) => slide >= 0 && slide < state.total)).toBe(true)
        }
      }),
    )
  })

  it('leaves the state unchanged when set is rejected', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.oneof(
          fc.integer({ max: -1 }),
          fc.integer({ min: 31 }),
          fc.double({ noInteger: true }),
          fc.constant(Number.NaN),
        ),
        (settings, index) => {
          const state = createInitialState(settings)
          const snapshot = structuredClone(state)
          expect(() => carouselReducer(state, { type: 'set', index })).toThrow(CarouselIndexError)
          expect(state).toEqual(snapshot)
        },
      ),
    )
  })

  it('undoes next with prev away from the ends (every position but the last)', () => {
    fc.assert(
      fc.property(settingsArb, fc.nat(), (settings, pick) => {
        const start = createInitialState(settings)
        const list = positions(start).slice(0, -1)
        fc.pre(list.length > 0)
        const index = list[pick % list.length]!
        const state = carouselReducer(start, { type: 'set', index })
        expect(prev(next(state)).currentIndex).toBe(index)
      }),
    )
  })

  it('undoes prev with next away from the start (every position but 0)', () => {
    fc.assert(
      fc.property(settingsArb, fc.nat(), (settings, pick) => {
        const start = createInitialState(settings)
        const list = positions(start).slice(1)
        fc.pre(list.length > 0)
        const index = list[pick % list.length]!
        const state = carouselReducer(start, { type: 'set', index })
        expect(next(prev(state)).currentIndex).toBe(index)
      }),
    )
  })

  it('stays put at the ends when not infinite', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        fc.pre(settings.total > 0)
        const first = createInitialState({ ...settings, infinite: false })
        expect(prev(first)).toBe(first)
        const last = carouselReducer(first, { type: 'set', index: settings.total - 1 })
        expect(last.currentIndex).toBe(getMaxIndex(settings))
        expect(next(last)).toBe(last)
      }),
    )
  })

  describe('infinite wrap laws', () => {
    const infiniteArb = settingsArb.map((settings) => ({ ...settings, infinite: true }))

    it('next from the last position goes to 0 and prev from 0 to the last position', () => {
      fc.assert(
        fc.property(infiniteArb, (settings) => {
          const first = createInitialState(settings)
          const max = getMaxIndex(first)
          expect(prev(first).currentIndex).toBe(max)
          expect(next(prev(first)).currentIndex).toBe(0)
        }),
      )
    })

    it('next and prev are inverse on every position', () => {
      fc.assert(
        fc.property(infiniteArb, (settings) => {
          const first = createInitialState(settings)
          for (const index of positions(first)) {
            const state = index ? carouselReducer(first, { type: 'set', index }) : first
            expect(prev(next(state)).currentIndex).toBe(index)
            expect(next(prev(state)).currentIndex).toBe(index)
          }
        }),
      )
    })

    it('visits every position once and comes back after as many nexts (or prevs)', () => {
      fc.assert(
        fc.property(infiniteArb, (settings) => {
          const first = createInitialState(settings)
          const list = positions(first)
          let forward = first
          let backward = first
          const seenForward: number[] = []
          const seenBackward: number[] = []
          for (let i = 0; i < list.length; i++) {
            seenForward.push(forward.currentIndex)
            seenBackward.push(backward.currentIndex)
            forward = next(forward)
            backward = prev(backward)
          }
          expect(forward.currentIndex).toBe(0)
          expect(backward.currentIndex).toBe(0)
          expect(seenForward).toEqual(list)
          expect(seenBackward.slice(1).reverse()).toEqual(list.slice(1))
        }),
      )
    })
  })

  it('autoplay walks the positions and returns to 0, infinite or not', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        let state = createInitialState(settings)
        const list = positions(state)
        for (const index of list) {
          expect(state.currentIndex).toBe(index)
          state = carouselReducer(state, { type: 'autoplay' })
        }
        expect(state.currentIndex).toBe(0)
      }),
    )
  })
})
