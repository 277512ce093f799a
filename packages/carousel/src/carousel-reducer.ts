import { assertOption } from './assert-option'
import { CarouselIndexError } from './carousel-index-error'
import { defaultOptions } from './options'
import type { CarouselOptions, CarouselSettings } from './options'
import { getAutoplayIndex, getMaxIndex, getNextIndex, getPrevIndex, getWindow } from './positions'

/** The pure carousel state: the settings plus where it stands. */
export interface CarouselReducerState extends CarouselSettings {
  /** Index of the first visible slide, always in `0..getMaxIndex(state)`. */
  currentIndex: number
  /** Indices of the slides that count as visible, ascending. */
  visible: readonly number[]
}

/** Everything that can happen to a carousel. */
export type CarouselAction =
  | { type: 'next' | 'prev' | 'autoplay' }
  | { type: 'set'; index: number }
  | { type: 'config'; options: CarouselOptions }
  | { type: 'visible'; visible: readonly number[] }

const moves = { next: getNextIndex, prev: getPrevIndex, autoplay: getAutoplayIndex }

/**
 * The carousel state machine. Returns the same object when nothing changes; throws
 * `CarouselIndexError` (state unchanged) for a `set` outside `0..total-1`, and aligns a valid
 * index past the last position to the last position. A `config` with an invalid option value
 * throws a `TypeError` naming it (state unchanged), in every build.
 */
export function carouselReducer(
  state: CarouselReducerState,
  action: CarouselAction,
): CarouselReducerState {
  switch (action.type) {
    case 'config':
      return configure(state, action.options)
    case 'visible':
      return action.visible.join() === state.visible.join()
        ? state
        : { ...state, visible: action.visible }
    case 'set':
      if (!(Number.isInteger(action.index) && action.index >= 0 && action.index < state.total)) {
        throw new CarouselIndexError()
      }
      return moveTo(state, Math.min(action.index, getMaxIndex(state)))
    default:
      return moveTo(state, moves[action.type](state, state.currentIndex))
  }
}

const moveTo = (state: CarouselReducerState, index: number): CarouselReducerState =>
  index === state.currentIndex ? state : place(state, index)

const place = (state: CarouselReducerState, index: number): CarouselReducerState => ({
  ...state,
  currentIndex: index,
  visible: getWindow(state, index),
})

function configure(state: CarouselReducerState, options: CarouselOptions): CarouselReducerState {
  let next = state
  for (const [key, value] of Object.entries(options)) {
    if (
      !(key in defaultOptions) ||
      value === undefined ||
      value === next[key as keyof CarouselSettings]
    ) {
      continue
    }
    assertOption(key, value)
    next = { ...next, [key]: value }
  }
  return next === state ? state : place(next, Math.min(next.currentIndex, getMaxIndex(next)))
}

/**
 * The state a carousel starts in: defaults, then `options`, then `index` (validated like
 * `setCurrentIndex`).
 */
export function createInitialState(options: CarouselOptions = {}, index = 0): CarouselReducerState {
  const configured = place(
    configure({ ...defaultOptions, currentIndex: 0, visible: [] }, options),
    0,
  )
  return index === 0 ? configured : carouselReducer(configured, { type: 'set', index })
}
