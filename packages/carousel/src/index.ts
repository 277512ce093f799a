export { carouselReducer, createInitialState } from './carousel-reducer'
export type { CarouselAction, CarouselReducerState } from './carousel-reducer'
export { CarouselIndexError } from './carousel-index-error'
export { createCarousel } from './create-carousel'
export type {
  Carousel,
  CarouselState,
  CarouselTimers,
  CreateCarouselOptions,
} from './create-carousel'
export { defaultOptions } from './options'
export type { CarouselOptions, CarouselSettings } from './options'
export { canGoNext, canGoPrev, getMaxIndex } from './positions'
export { shouldRenderSlide } from './should-render-slide'
export { getTrackStyle } from './track-style'
export type { TrackStyle } from './track-style'
