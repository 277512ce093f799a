import type { CarouselReducerState } from './carousel-reducer'

/** Inline style the track needs: where it stands, how it animates, which pans the page keeps. */
export interface TrackStyle {
  transform: string
  transition: string
  touchAction: string
}

/**
 * Style of the track for the current index, shifted by `dragOffset` pixels while dragging.
 * Assumes the track is as wide as its viewport and each slide `1 / slidesVisible` of it; with
 * `rtl` the slides run right to left, so the track moves the other way.
 */
export function getTrackStyle(
  state: CarouselReducerState & { rtl?: boolean },
  dragOffset?: number,
): TrackStyle {
  const percent = ((state.rtl ? 1 : -1) * state.currentIndex * 100) / state.slidesVisible
  return {
    transform: `translateX(calc(${percent}% + ${dragOffset ?? 0}px))`,
    transition: dragOffset === undefined ? `transform ${state.transitionMs}ms` : 'none',
    touchAction: state.touch ? 'pan-y' : '',
  }
}
