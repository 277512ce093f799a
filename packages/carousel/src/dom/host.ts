import type { CarouselReducerState } from '../carousel-reducer'

/** The commands the DOM listeners drive. */
export interface CarouselCommands {
  getState(): CarouselReducerState & { rtl: boolean }
  next(): void
  prev(): void
  setCurrentIndex(index: number): void
}

/** What the DOM listeners may do besides the public commands. */
export interface CarouselHost extends CarouselCommands {
  /** Shifts the track by `offset` pixels while dragging; no offset ends the drag. */
  drag(offset?: number): void
  /** Sets or clears one reason for autoplay to pause (a bit flag below). */
  setPaused(reason: number, paused: boolean): void
}

/** Autoplay pause reason: the pointer is over the carousel. */
export const PAUSE_HOVER = 1
/** Autoplay pause reason: focus is inside the carousel. */
export const PAUSE_FOCUS = 2
/** Autoplay pause reason: the page is hidden. */
export const PAUSE_HIDDEN = 4
/** Autoplay pause reason: the carousel is off screen. */
export const PAUSE_OFFSCREEN = 8
