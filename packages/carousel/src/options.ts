/** Every carousel option with its resolved value. */
export interface CarouselSettings {
  /** Number of slides. @default 0 */
  total: number
  /** How many slides `next` / `prev` move. @default 1 */
  step: number
  /** Advance on a timer; returns to slide 0 after the last position. @default false */
  autoplay: boolean
  /** Milliseconds between two autoplay advances, at least 1000 (less throws). @default 2000 */
  autoplayDelay: number
  /** Slides shown side by side. @default 1 */
  slidesVisible: number
  /** Share of one slide's width a swipe must travel to move one step. @default 0.25 */
  swipeThreshold: number
  /** `next` on the last position goes to the first and `prev` on the first to the last. @default false */
  infinite: boolean
  /** Render only the visible slides and their neighbours (see `shouldRenderSlide`). @default false */
  lazy: boolean
  /** Swipe with pointer events (mouse, touch, pen). @default true */
  touch: boolean
  /** Share of a slide that must intersect the viewport for it to count as visible. @default 0.5 */
  visibilityThreshold: number
  /** Duration of the slide transition in milliseconds. @default 500 */
  transitionMs: number
  /**
   * Reading direction: with `'rtl'` slides run right to left (the root gets `dir="rtl"` from
   * `getRootProps`), so the track moves the other way and swipes and arrow keys follow. Unset,
   * it is the root element's computed `direction` (e.g. from `dir="rtl"` on an ancestor) when
   * the carousel is attached. @default undefined
   */
  direction: 'ltr' | 'rtl' | undefined
}

/**
 * Options accepted by `createCarousel` and `setConfig`: any subset of the settings. An
 * `undefined` value counts as absent (the default, or the current value for `setConfig`), so
 * optional props can be passed straight through under `exactOptionalPropertyTypes`.
 */
export type CarouselOptions = {
  [K in keyof CarouselSettings]?: CarouselSettings[K] | undefined
}

/** The defaults merged under every carousel's options. */
export const defaultOptions: Readonly<CarouselSettings> = {
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
}
