import { createCarousel, shouldRenderSlide } from '@vitrine/carousel'
import type { Carousel, CarouselOptions, CarouselState } from '@vitrine/carousel'
import { useId, useState, useSyncExternalStore } from 'react'
import type { RefObject } from 'react'
import { clampIndexProp } from './clamp-index-prop'
import { createPropGetters } from './prop-getters'
import type { CarouselLabels, CarouselPropGetters, ElementRefs } from './prop-getters'
import { useOptionsSync } from './use-options-sync'

/** Options of `useCarousel`: the carousel settings plus a controlled or uncontrolled index. */
export interface UseCarouselOptions extends CarouselOptions {
  /** Controlled index; the carousel follows it (clamped into `0..total-1`, with a warning). */
  index?: number | undefined
  /** Starting index when uncontrolled (clamped like `index`). @default 0 */
  defaultIndex?: number | undefined
  /** Called with the new index whenever the carousel moves. */
  onIndexChange?: ((index: number) => void) | undefined
  /** Accessible names, for translation. */
  labels?: Partial<CarouselLabels> | undefined
}

/** What `useCarousel` returns: the state, the commands and the prop getters. */
export interface UseCarouselResult
  extends
    CarouselState,
    CarouselPropGetters,
    Pick<Carousel, 'next' | 'prev' | 'setCurrentIndex' | 'setConfig' | 'play' | 'pause'> {
  /** Whether slide `index` should be rendered in full (always true unless `lazy`). */
  shouldRenderSlide(index: number): boolean
}

/**
 * Headless carousel for React. The carousel is created once and attached when the root element
 * mounts; options that change between renders go to `setConfig`; dragging writes the transform
 * without re-rendering.
 *
 * @example
 * const carousel = useCarousel({ total: slides.length })
 * return (
 *   <div {...carousel.getRootProps({ 'aria-label': 'Offers' })} style={{ overflow: 'hidden' }}>
 *     <ul {...carousel.getTrackProps()}>
 *       {slides.map((slide, i) => <li key={slide.id} {...carousel.getSlideProps(i)}>{slide.text}</li>)}
 *     </ul>
 *     <button {...carousel.getPrevButtonProps()}>‹</button>
 *     <button {...carousel.getNextButtonProps()}>›</button>
 *   </div>
 * )
 */
export function useCarousel(options: UseCarouselOptions): UseCarouselResult {
  const [{ carousel, refs, optionsRef }] = useState(() => connect(options))
  useOptionsSync(carousel, options, optionsRef)
  const state = useSyncExternalStore(carousel.subscribe, carousel.getState, carousel.getState)
  const trackId = useId()

  const { next, prev, setCurrentIndex, setConfig, play, pause } = carousel
  return {
    ...state,
    next,
    prev,
    setCurrentIndex,
    setConfig,
    play,
    pause,
    shouldRenderSlide: (slide) => shouldRenderSlide(state, slide),
    ...createPropGetters(carousel, state, refs, trackId, options.labels),
  }
}

/**
 * The carousel, the refs that attach it and a box for the latest options. React sets the
 * track's ref before its parent's, so the root's ref attaches with both elements, and detaches
 * when the root goes away.
 */
function connect(options: UseCarouselOptions) {
  const optionsRef: RefObject<UseCarouselOptions> = { current: options }
  const index = options.index ?? options.defaultIndex
  const carousel = createCarousel({
    ...options,
    index: index === undefined ? index : clampIndexProp(index, options.total ?? 0, options),
    // Reported unless it is the controlled index already.
    onIndexChange: (index) =>
      index !== optionsRef.current.index && optionsRef.current.onIndexChange?.(index),
  })
  let track: HTMLElement | null = null
  let detach: (() => void) | undefined
  const refs: ElementRefs = {
    root(element) {
      detach?.()
      detach = element ? carousel.attach(element, track) : undefined
    },
    track: (element) => void (track = element),
  }
  return { carousel, refs, optionsRef }
}
