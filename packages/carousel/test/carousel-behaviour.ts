import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CarouselState, CreateCarouselOptions } from '../src/index'
import { CarouselIndexError } from '../src/index'
import { drag, key, setPageHidden, TRACK_WIDTH } from './dom'
import { installFakeIntersectionObserver, liveObservers } from './fake-intersection-observer'
import type { FakeIntersectionObserver } from './fake-intersection-observer'

/** The commands both the controller and the hook offer. */
export interface CarouselCommands {
  next(): void
  prev(): void
  setCurrentIndex(index: number): void
  setConfig(options: CreateCarouselOptions): void
  play(): void
  pause(): void
}

/** A carousel mounted on real elements, driven the way its users drive it. */
export interface CarouselHarness {
  /** The state as its user sees it. */
  state(): CarouselState
  /** Runs a command on the carousel. */
  run(command: (carousel: CarouselCommands) => void): void
  /** Runs DOM events or timers, letting the framework settle after. */
  act(events: () => void): void
  root: HTMLElement
  track: HTMLElement
  slides(): HTMLElement[]
  /** Tears the carousel down (destroy / unmount). */
  unmount(): void
}

/**
 * The behaviour every carousel front end must show, from the specification. Run by the
 * controller's tests and by the hook's, so both are held to the same contract.
 */
export function carouselBehaviour(setup: (options: CreateCarouselOptions) => CarouselHarness) {
  let Observer: typeof FakeIntersectionObserver
  let harness: CarouselHarness | undefined
  const mount = (options: CreateCarouselOptions) => (harness = setup(options))

  beforeEach(() => {
    vi.useFakeTimers()
    Observer = installFakeIntersectionObserver()
  })
  afterEach(() => {
    harness?.unmount()
    harness = undefined
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    document.body.replaceChildren()
    setPageHidden(false)
  })

  const slidesObserver = () => Observer.instances.at(-1)!

  describe('state', () => {
    it('starts at 0 with the defaults and the first window visible', () => {
      const h = mount({ total: 5 })
      expect(h.state()).toMatchObject({
        currentIndex: 0,
        total: 5,
        visible: [0],
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
        playing: false,
      })
    })

    it('starts at a given index', () => {
      expect(mount({ total: 5, index: 3 }).state().currentIndex).toBe(3)
    })
  })

  describe('next / prev', () => {
    it('move by step and stay at the ends', () => {
      const h = mount({ total: 5, step: 2 })
      const seen = [h.state().currentIndex]
      for (let i = 0; i < 4; i++) {
        h.run((c) => c.next())
        seen.push(h.state().currentIndex)
      }
      for (let i = 0; i < 4; i++) {
        h.run((c) => c.prev())
        seen.push(h.state().currentIndex)
      }
      expect(seen).toEqual([0, 2, 4, 4, 4, 2, 0, 0, 0])
    })

    it('wrap to the opposite end when infinite', () => {
      const h = mount({ total: 3, infinite: true })
      h.run((c) => c.prev())
      expect(h.state().currentIndex).toBe(2)
      h.run((c) => c.next())
      expect(h.state().currentIndex).toBe(0)
    })

    it('end at total - slidesVisible, leaving no empty space', () => {
      const h = mount({ total: 5, slidesVisible: 2 })
      for (let i = 0; i < 6; i++) h.run((c) => c.next())
      expect(h.state()).toMatchObject({ currentIndex: 3, visible: [3, 4] })
    })
  })

  describe('setCurrentIndex', () => {
    it('goes to the index', () => {
      const h = mount({ total: 5 })
      h.run((c) => c.setCurrentIndex(4))
      expect(h.state()).toMatchObject({ currentIndex: 4, visible: [4] })
    })

    it.each([-1, 5, Number.NaN, 1.5, undefined])(
      'rejects %s with CarouselIndexError and keeps the state',
      (index) => {
        const h = mount({ total: 5, index: 2 })
        const before = h.state()
        expect(() => h.run((c) => c.setCurrentIndex(index as number))).toThrow(
          new CarouselIndexError(),
        )
        expect(h.state()).toEqual(before)
      },
    )
  })

  describe('setConfig', () => {
    it('changes options at runtime and clamps the index when slides go away', () => {
      const h = mount({ total: 6, index: 5 })
      h.run((c) => c.setConfig({ total: 3, step: 2 }))
      expect(h.state()).toMatchObject({ total: 3, step: 2, currentIndex: 2, visible: [2] })
      expect(h.slides()).toHaveLength(3)
    })

    it('observes slides that are added', async () => {
      const h = mount({ total: 2 })
      h.run((c) => c.setConfig({ total: 4 }))
      expect(h.slides()).toHaveLength(4)
      await vi.waitFor(() =>
        expect([...slidesObserver().targets]).toEqual(expect.arrayContaining(h.slides())),
      )
    })
  })

  describe('autoplay', () => {
    it('advances every autoplayDelay and returns to 0 after the last slide', () => {
      const h = mount({ total: 3, autoplay: true, autoplayDelay: 1000 })
      expect(h.state().playing).toBe(true)
      const seen: number[] = []
      for (let i = 0; i < 4; i++) {
        h.act(() => vi.advanceTimersByTime(999))
        seen.push(h.state().currentIndex)
        h.act(() => vi.advanceTimersByTime(1))
        seen.push(h.state().currentIndex)
      }
      expect(seen).toEqual([0, 1, 1, 2, 2, 0, 0, 1])
    })

    it('restarts the delay after a manual move', () => {
      const h = mount({ total: 5, autoplay: true })
      h.act(() => vi.advanceTimersByTime(1500))
      h.run((c) => c.next())
      h.act(() => vi.advanceTimersByTime(1500))
      expect(h.state().currentIndex).toBe(1)
      h.act(() => vi.advanceTimersByTime(500))
      expect(h.state().currentIndex).toBe(2)
    })

    it.each<[string, (h: CarouselHarness) => void, (h: CarouselHarness) => void]>([
      [
        'the pointer is over the carousel',
        (h) => h.root.dispatchEvent(new PointerEvent('pointerenter')),
        (h) => h.root.dispatchEvent(new PointerEvent('pointerleave')),
      ],
      [
        'focus is inside the carousel',
        (h) => h.slides()[0]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
        (h) =>
          h
            .slides()[0]!
            .dispatchEvent(
              new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }),
            ),
      ],
      ['the page is hidden', () => setPageHidden(true), () => setPageHidden(false)],
      [
        'the carousel is off screen',
        () => slidesObserver().show(),
        (h) => slidesObserver().show(h.slides()[h.state().currentIndex]!),
      ],
    ])('pauses while %s and resumes after', (_, pause, resume) => {
      const h = mount({ total: 4, autoplay: true, autoplayDelay: 1000 })
      h.act(() => pause(h))
      expect(h.state().playing).toBe(false)
      h.act(() => vi.advanceTimersByTime(5000))
      expect(h.state().currentIndex).toBe(0)
      h.act(() => resume(h))
      expect(h.state().playing).toBe(true)
      h.act(() => vi.advanceTimersByTime(1000))
      expect(h.state().currentIndex).toBe(1)
    })

    it('keeps running while focus moves within the carousel', () => {
      const h = mount({ total: 4, autoplay: true })
      const [first, second] = h.slides()
      h.act(() => {
        first!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
        first!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: second }))
      })
      expect(h.state().playing).toBe(false)
    })

    it('is started and stopped by play / pause', () => {
      const h = mount({ total: 4 })
      h.run((c) => c.play())
      expect(h.state()).toMatchObject({ autoplay: true, playing: true })
      h.act(() => vi.advanceTimersByTime(2000))
      expect(h.state().currentIndex).toBe(1)
      h.run((c) => c.pause())
      expect(h.state()).toMatchObject({ autoplay: false, playing: false })
      h.act(() => vi.advanceTimersByTime(10_000))
      expect(h.state().currentIndex).toBe(1)
    })

    it('plays on request even while hovered (the control sits inside the carousel)', () => {
      const h = mount({ total: 4 })
      h.act(() => h.root.dispatchEvent(new PointerEvent('pointerenter')))
      h.run((c) => c.play())
      expect(h.state().playing).toBe(true)
    })
  })

  describe('visibility', () => {
    it('takes the visible slides from the IntersectionObserver, threshold from the options', () => {
      const h = mount({ total: 5, visibilityThreshold: 0.75 })
      expect(slidesObserver().options.threshold).toBe(0.75)
      const slides = h.slides()
      h.act(() =>
        slidesObserver().report(
          new Map([
            [slides[0]!, 0.8],
            [slides[1]!, 0.76],
            [slides[2]!, 0.5],
          ]),
        ),
      )
      expect(h.state().visible).toEqual([0, 1])
    })

    it('observes again with the new threshold when setConfig changes it', () => {
      const h = mount({ total: 3 })
      const first = slidesObserver()
      h.run((c) => c.setConfig({ visibilityThreshold: 0.9 }))
      expect(liveObservers()).toEqual([slidesObserver()])
      expect(slidesObserver()).not.toBe(first)
      expect(slidesObserver().options.threshold).toBe(0.9)
      expect([...slidesObserver().targets]).toEqual(h.slides())
      const slides = h.slides()
      h.act(() =>
        slidesObserver().report(
          new Map([
            [slides[0]!, 0.95],
            [slides[1]!, 0.6],
          ]),
        ),
      )
      expect(h.state()).toMatchObject({ visibilityThreshold: 0.9, visible: [0] })
    })

    it('keeps the last visible slides while off screen', () => {
      const h = mount({ total: 5 })
      h.act(() => slidesObserver().show())
      expect(h.state().visible).toEqual([0])
    })
  })

  describe('keyboard', () => {
    it('moves with ArrowLeft / ArrowRight / Home / End on the focused carousel', () => {
      const h = mount({ total: 5 })
      const press = (name: string) => {
        let event: KeyboardEvent | undefined
        h.act(() => (event = key(h.root, name)))
        return [h.state().currentIndex, event!.defaultPrevented]
      }
      expect(press('ArrowRight')).toEqual([1, true])
      expect(press('End')).toEqual([4, true])
      expect(press('ArrowLeft')).toEqual([3, true])
      expect(press('Home')).toEqual([0, true])
      expect(press('a')).toEqual([0, false])
    })

    it('leaves keys pressed inside a slide alone', () => {
      const h = mount({ total: 5 })
      let event: KeyboardEvent | undefined
      h.act(() => (event = key(h.slides()[0]!, 'ArrowRight')))
      expect(h.state().currentIndex).toBe(0)
      expect(event!.defaultPrevented).toBe(false)
    })
  })

  describe('swipe', () => {
    it('moves one step when released past the threshold, in the swipe direction', () => {
      const h = mount({ total: 5 })
      h.act(() => drag(h.track, 300, 300 - TRACK_WIDTH * 0.3))
      expect(h.state().currentIndex).toBe(1)
      h.act(() => drag(h.track, 100, 100 + TRACK_WIDTH * 0.3))
      expect(h.state().currentIndex).toBe(0)
    })

    it('snaps back below the threshold', () => {
      const h = mount({ total: 5, index: 2 })
      h.act(() => drag(h.track, 300, 300 - TRACK_WIDTH * 0.2))
      expect(h.state().currentIndex).toBe(2)
      expect(h.track.style.transform).toBe('translateX(calc(-200% + 0px))')
      expect(h.track.style.transition).toBe('transform 500ms')
    })

    it('measures the threshold against one slide when several are visible', () => {
      const h = mount({ total: 6, slidesVisible: 2 })
      h.act(() => drag(h.track, 300, 300 - (TRACK_WIDTH / 2) * 0.3))
      expect(h.state().currentIndex).toBe(1)
    })

    it('does nothing when touch is off', () => {
      const h = mount({ total: 5, touch: false })
      h.act(() => drag(h.track, 300, 0))
      expect(h.state().currentIndex).toBe(0)
      expect(h.track.style.touchAction).toBe('')
    })
  })

  describe('prefers-reduced-motion', () => {
    it('turns transitions and autoplay off', () => {
      const view = document.defaultView!
      vi.spyOn(view, 'matchMedia').mockImplementation(
        (query) =>
          ({
            matches: query === '(prefers-reduced-motion: reduce)',
            media: query,
          }) as MediaQueryList,
      )
      const h = mount({ total: 5, autoplay: true })
      expect(h.state()).toMatchObject({ transitionMs: 0, autoplay: false, playing: false })
      expect(h.track.style.transition).toBe('transform 0ms')
      h.run((c) => c.play())
      expect(h.state().playing).toBe(true)
    })
  })

  describe('cleanup', () => {
    it('leaves no timer, observer or listener behind', () => {
      const h = mount({ total: 5, autoplay: true })
      expect(vi.getTimerCount()).toBe(1)
      expect(liveObservers()).toHaveLength(1)
      h.unmount()
      harness = undefined
      expect(vi.getTimerCount()).toBe(0)
      expect(liveObservers()).toEqual([])
      key(h.root, 'ArrowRight')
      drag(h.track, 300, 0)
      setPageHidden(true)
      vi.advanceTimersByTime(10_000)
      expect(vi.getTimerCount()).toBe(0)
    })
  })
}
