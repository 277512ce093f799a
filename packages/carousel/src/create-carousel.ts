import { carouselReducer, createInitialState } from './carousel-reducer'
import type { CarouselAction, CarouselReducerState } from './carousel-reducer'
import { PAUSE_FOCUS, PAUSE_HOVER, PAUSE_OFFSCREEN } from './dom/host'
import type { CarouselHost } from './dom/host'
import { listenDom } from './dom/listen-dom'
import { observeSlides } from './dom/observe-slides'
import type { CarouselOptions } from './options'
import { getMaxIndex } from './positions'
import { getTrackStyle } from './track-style'

/** The state a carousel publishes. */
export interface CarouselState extends CarouselReducerState {
  /**
   * Autoplay is running: on, attached, with somewhere to go, and not paused (hover, focus, page
   * hidden, off screen).
   */
  playing: boolean
  /**
   * Slides run right to left: `direction: 'rtl'`, or no `direction` and a root whose computed
   * `direction` was `rtl` when attached.
   */
  rtl: boolean
}

/** Options of `createCarousel`: the settings, the starting index and a change callback. */
export interface CreateCarouselOptions extends CarouselOptions {
  /** Starting index, validated like `setCurrentIndex`. @default 0 */
  index?: number | undefined
  /** Called with the new index after every move. */
  onIndexChange?: ((index: number) => void) | undefined
}

type TimerId = ReturnType<typeof setTimeout>

/** Timer functions the carousel uses; the global ones unless injected. */
export interface CarouselTimers {
  setTimeout(callback: () => void, ms: number): TimerId
  clearTimeout(id: TimerId | undefined): void
}

/** A framework-free carousel: state, commands and the DOM behaviour once attached. */
export interface Carousel {
  /** The current state; the same object until something changes. */
  getState(): CarouselState
  /** Moves forward by `step` (see the README for the ends). */
  next(): void
  /** Moves back by `step`. */
  prev(): void
  /** Goes to a slide; throws `CarouselIndexError` outside `0..total-1`. */
  setCurrentIndex(index: number): void
  /** Changes options at runtime; the index is clamped into the new range. */
  setConfig(options: CarouselOptions): void
  /** Turns autoplay on and lifts the hover and focus pauses until the next hover or focus. */
  play(): void
  /** Turns autoplay off. */
  pause(): void
  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: (state: CarouselState) => void): () => void
  /**
   * Wires the carousel to its elements: keyboard and pause triggers on `root`; swipe, transform
   * and visibility on `track` (inside a clipping viewport); autoplay timers. Attaching again
   * detaches first. Returns `detach`.
   */
  attach(root: HTMLElement, track?: HTMLElement | null): () => void
  /**
   * Detaches and drops every subscriber. The carousel is then inert: commands, `setConfig`,
   * `play` and `attach` do nothing (and throw nothing), and `getState()` keeps the last state.
   */
  destroy(): void
}

/**
 * Creates a carousel. Nothing touches the DOM, timers or observers until `attach`.
 *
 * @example
 * const carousel = createCarousel({ total: 5, autoplay: true })
 * const detach = carousel.attach(rootElement, trackElement)
 * carousel.subscribe((state) => render(state.currentIndex))
 */
export function createCarousel(
  options: CreateCarouselOptions = {},
  timers: CarouselTimers = globalThis,
): Carousel {
  const initial = createInitialState(options, options.index)
  let state: CarouselState = { ...initial, playing: false, rtl: initial.direction === 'rtl' }
  const listeners = new Set<(state: CarouselState) => void>()
  let paused = 0
  let attached: AbortController | undefined
  let observing: AbortController | undefined
  let track: HTMLElement | null = null
  let dragOffset: number | undefined
  let timer: TimerId | undefined
  // The attached root's computed direction, for when `direction` is not set.
  let rootRtl = false
  let destroyed = false

  const paint = () => track && Object.assign(track.style, getTrackStyle(state, dragOffset))

  const schedule = () => {
    timers.clearTimeout(timer)
    timer = state.playing
      ? timers.setTimeout(() => dispatch({ type: 'autoplay' }), state.autoplayDelay)
      : undefined
  }

  const update = (next: CarouselReducerState) => {
    const playing = !!attached && next.autoplay && !paused && getMaxIndex(next) > 0
    const rtl = next.direction ? next.direction === 'rtl' : rootRtl
    if (next === state && playing === state.playing && rtl === state.rtl) return
    const prev = state
    const moved = prev.currentIndex !== next.currentIndex
    state = { ...next, playing, rtl }
    if (attached) {
      paint()
      if (moved || prev.playing !== playing) schedule()
      if (prev.visibilityThreshold !== next.visibilityThreshold) observe()
    }
    if (moved) options.onIndexChange?.(next.currentIndex)
    listeners.forEach((listener) => listener(state))
  }

  // After destroy a late call (a timer or a promise of the app's) must not revive the carousel.
  const dispatch = (action: CarouselAction) => destroyed || update(carouselReducer(state, action))

  // Off screen (no slide shown) pauses autoplay but keeps the last visible set, so slides stay
  // exposed to assistive technology while the page is read away from the carousel.
  const onVisible = (visible: number[]) => {
    if (visible.length) dispatch({ type: 'visible', visible })
    carousel.setPaused(PAUSE_OFFSCREEN, !visible.length)
  }

  // Restarted when visibilityThreshold changes: an observer's thresholds are fixed.
  const observe = () => {
    observing?.abort()
    observing = new AbortController()
    observeSlides(track, state.visibilityThreshold, observing.signal, onVisible)
  }
  const detach = () => {
    observing?.abort()
    attached?.abort()
    attached = undefined
    timers.clearTimeout(timer)
    paused = 0
    update(state)
  }

  const carousel: Carousel & CarouselHost = {
    getState: () => state,
    next: () => dispatch({ type: 'next' }),
    prev: () => dispatch({ type: 'prev' }),
    setCurrentIndex: (index) => dispatch({ type: 'set', index }),
    setConfig: (options) => dispatch({ type: 'config', options }),
    play() {
      paused &= ~(PAUSE_HOVER | PAUSE_FOCUS)
      carousel.setConfig({ autoplay: true })
    },
    pause: () => carousel.setConfig({ autoplay: false }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    drag(offset) {
      dragOffset = offset
      paint()
    },
    setPaused(reason, on) {
      paused = on ? paused | reason : paused & ~reason
      update(state)
    },
    attach(root, trackElement) {
      if (destroyed) return () => {}
      detach()
      const abort = new AbortController()
      track = trackElement ?? null
      const view = root.ownerDocument.defaultView
      rootRtl = view?.getComputedStyle(root).direction === 'rtl'
      listenDom(root, track, carousel, abort.signal)
      attached = abort
      observe()
      paint()
      if (view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
        carousel.setConfig({ transitionMs: 0, autoplay: false })
      }
      update(state)
      return () => attached === abort && detach()
    },
    destroy() {
      detach()
      listeners.clear()
      destroyed = true
    },
  }
  return carousel
}
