import { canGoNext, canGoPrev, getTrackStyle } from '@vitrine/carousel'
import type { Carousel, CarouselState } from '@vitrine/carousel'
import { version } from 'react'
import type { ButtonHTMLAttributes, HTMLAttributes, MouseEvent, RefCallback } from 'react'

/** Accessible names of the carousel's parts; override any of them to translate. */
export interface CarouselLabels {
  /** @default 'Previous slide' */
  prev: string
  /** @default 'Next slide' */
  next: string
  /** Name of a slide group. @default (n, total) => `${n} of ${total}` */
  slide: (position: number, total: number) => string
  /** Name of a dot button. @default (n) => `Go to slide ${n}` */
  dot: (position: number) => string
}

const defaultLabels: CarouselLabels = {
  prev: 'Previous slide',
  next: 'Next slide',
  slide: (position, total) => `${position} of ${total}`,
  dot: (position) => `Go to slide ${position}`,
}

type ElementProps = HTMLAttributes<HTMLElement>
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>
type RefProps = ElementProps & { ref: RefCallback<HTMLElement> }

/** A region needs a name: pass `aria-label` or `aria-labelledby`. */
export type RootProps = ElementProps & ({ 'aria-label': string } | { 'aria-labelledby': string })

/** The ref callbacks of the root and the track. */
export interface ElementRefs {
  root: RefCallback<HTMLElement>
  track: RefCallback<HTMLElement>
}

/** Props to spread on the user's own markup; extra props passed in are merged in. */
export interface CarouselPropGetters {
  /**
   * The region: `aria-roledescription="carousel"`, focusable for the arrow keys, `dir` when the
   * `direction` option is set; needs a name.
   */
  getRootProps(props: RootProps): RefProps
  /** The moving track (the live region); its parent is the clipping viewport. */
  getTrackProps(props?: ElementProps): RefProps
  /** A slide: a group labelled "n of m", hidden and inert while not visible. */
  getSlideProps(index: number, props?: ElementProps): ElementProps
  /** The previous button. */
  getPrevButtonProps(props?: ButtonProps): ButtonProps
  /** The next button. */
  getNextButtonProps(props?: ButtonProps): ButtonProps
  /** A button that goes to slide `index`; `aria-current` on the current one. */
  getDotProps(index: number, props?: ButtonProps): ButtonProps
}

// React 19 takes `inert` as a boolean; React 18 only renders it from a string.
const inert = (Number.parseInt(version) > 18 ? true : '') as boolean

/** Builds the prop getters for one render of `useCarousel`. */
export function createPropGetters(
  carousel: Carousel,
  state: CarouselState,
  refs: ElementRefs,
  trackId: string,
  overrides?: Partial<CarouselLabels>,
): CarouselPropGetters {
  const labels = { ...defaultLabels, ...overrides }
  const button = (
    label: string,
    command: () => void,
    props: ButtonProps = {},
    extra?: ButtonProps,
  ): ButtonProps => ({
    type: 'button',
    'aria-controls': trackId,
    'aria-label': label,
    ...extra,
    ...props,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      props.onClick?.(event)
      if (!event.defaultPrevented) command()
    },
  })
  return {
    getRootProps: (props) => ({
      role: 'region',
      'aria-roledescription': 'carousel',
      tabIndex: 0,
      // An explicit direction lays the markup out that way too.
      dir: state.direction,
      ...props,
      ref: refs.root,
    }),
    getTrackProps: (props = {}) => ({
      id: trackId,
      'aria-live': state.playing ? 'off' : 'polite',
      ...props,
      ref: refs.track,
      style: { ...props.style, ...getTrackStyle(state) },
    }),
    getSlideProps(index, props) {
      const hidden = !state.visible.includes(index)
      return {
        role: 'group',
        'aria-roledescription': 'slide',
        'aria-label': labels.slide(index + 1, state.total),
        'aria-hidden': hidden,
        inert: hidden ? inert : undefined,
        ...props,
      }
    },
    getPrevButtonProps: (props) =>
      button(labels.prev, carousel.prev, props, { 'aria-disabled': !canGoPrev(state) }),
    getNextButtonProps: (props) =>
      button(labels.next, carousel.next, props, { 'aria-disabled': !canGoNext(state) }),
    getDotProps: (index, props) =>
      button(labels.dot(index + 1), () => carousel.setCurrentIndex(index), props, {
        'aria-current': index === state.currentIndex,
      }),
  }
}
