import type { CarouselReducerState } from './carousel-reducer'

/**
 * Whether a slide should be rendered in full. Always true unless `lazy` is on; then true for
 * the slides in view, the `step` slides on either side (wrapping, since autoplay and `infinite`
 * jump across the ends) and any slide reported visible.
 */
export function shouldRenderSlide(state: CarouselReducerState, index: number): boolean {
  const { total, step, currentIndex, slidesVisible } = state
  const ahead = (((index - currentIndex) % total) + total) % total
  return (
    !state.lazy ||
    ahead < slidesVisible + step ||
    ahead >= total - step ||
    state.visible.includes(index)
  )
}
