export { useCarousel } from './react/use-carousel'
export type { UseCarouselOptions, UseCarouselResult } from './react/use-carousel'
export type { CarouselLabels, CarouselPropGetters, RootProps } from './react/prop-getters'
