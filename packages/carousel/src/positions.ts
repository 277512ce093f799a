import type { CarouselSettings } from './options'

type Bounds = Pick<CarouselSettings, 'total' | 'slidesVisible'>
type Moves = Bounds & Pick<CarouselSettings, 'step' | 'infinite'>

/**
 * The last position: the index of the first visible slide when the last slide is at the end of
 * the viewport, so a page is never partly empty.
 */
export const getMaxIndex = ({ total, slidesVisible }: Bounds): number =>
  Math.max(0, total - slidesVisible)

/**
 * Position after `next`: the following multiple of `step`, or the last position when that would
 * pass it; from the last position, 0 when `infinite` and otherwise unchanged.
 */
export function getNextIndex(settings: Moves, index: number): number {
  const max = getMaxIndex(settings)
  return index < max
    ? Math.min((Math.floor(index / settings.step) + 1) * settings.step, max)
    : settings.infinite
      ? 0
      : index
}

/**
 * Position after `prev`: the multiple of `step` just below the index (so `prev` undoes `next`);
 * from 0, the last position when `infinite` and otherwise unchanged.
 */
export const getPrevIndex = (settings: Moves, index: number): number =>
  index > 0
    ? (Math.ceil(index / settings.step) - 1) * settings.step
    : settings.infinite
      ? getMaxIndex(settings)
      : index

/** Position after an autoplay tick: like `next`, but back to 0 after the last position. */
export const getAutoplayIndex = (settings: Moves, index: number): number =>
  getNextIndex({ ...settings, infinite: true }, index)

/** Whether `next` would move. */
export const canGoNext = (state: Moves & { currentIndex: number }): boolean =>
  getNextIndex(state, state.currentIndex) !== state.currentIndex

/** Whether `prev` would move. */
export const canGoPrev = (state: Moves & { currentIndex: number }): boolean =>
  getPrevIndex(state, state.currentIndex) !== state.currentIndex

/** The slides a viewport shows from `index`: `slidesVisible` of them, cut at the last slide. */
export const getWindow = ({ total, slidesVisible }: Bounds, index: number): number[] =>
  Array.from({ length: Math.min(slidesVisible, total - index) }, (_, offset) => index + offset)
