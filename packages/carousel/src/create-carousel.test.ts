import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCarouselDom, drag, key } from '../test/dom'
import { installFakeIntersectionObserver, liveObservers } from '../test/fake-intersection-observer'
import { createCarousel } from './create-carousel'
import type { CarouselTimers } from './create-carousel'

beforeEach(() => {
  installFakeIntersectionObserver()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('createCarousel', () => {
  it('is inert after destroy: late calls neither move it, nor throw, nor attach it', () => {
    const onIndexChange = vi.fn()
    const carousel = createCarousel({ total: 3, autoplay: true, onIndexChange })
    const destroyed = carousel.getState()
    carousel.destroy()
    carousel.next()
    carousel.setCurrentIndex(2)
    carousel.setCurrentIndex(99)
    carousel.setConfig({ total: 5, step: -1 })
    carousel.play()
    const { root, track } = createCarouselDom(3)
    const detach = carousel.attach(root, track)
    expect(carousel.getState()).toBe(destroyed)
    expect(onIndexChange).not.toHaveBeenCalled()
    expect(liveObservers()).toEqual([])
    expect(track.style.transform).toBe('')
    expect(detach).not.toThrow()
  })

  it('keeps the same state object until something changes', () => {
    const carousel = createCarousel({ total: 3 })
    const first = carousel.getState()
    carousel.prev()
    carousel.setConfig({ total: 3 })
    expect(carousel.getState()).toBe(first)
    carousel.next()
    expect(carousel.getState()).not.toBe(first)
  })

  it('notifies subscribers of changes only, until they unsubscribe', () => {
    const carousel = createCarousel({ total: 3 })
    const listener = vi.fn()
    const unsubscribe = carousel.subscribe(listener)
    carousel.prev()
    expect(listener).not.toHaveBeenCalled()
    carousel.next()
    expect(listener).toHaveBeenCalledOnce()
    expect(listener).toHaveBeenCalledWith(carousel.getState())
    unsubscribe()
    carousel.next()
    expect(listener).toHaveBeenCalledOnce()
  })

  it('reports index changes through onIndexChange', () => {
    const onIndexChange = vi.fn()
    const carousel = createCarousel({ total: 6, onIndexChange })
    carousel.next()
    carousel.setConfig({ autoplayDelay: 3000 })
    carousel.setCurrentIndex(5)
    carousel.setConfig({ total: 2 })
    expect(onIndexChange.mock.calls).toEqual([[1], [5], [1]])
  })

  it('does not run autoplay before it is attached', () => {
    vi.useFakeTimers()
    const carousel = createCarousel({ total: 3, autoplay: true })
    expect(carousel.getState().playing).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not play when everything is already in view', () => {
    vi.useFakeTimers()
    const carousel = createCarousel({ total: 3, slidesVisible: 3, autoplay: true })
    const { root, track } = createCarouselDom(3)
    carousel.attach(root, track)
    expect(carousel.getState().playing).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
    carousel.setConfig({ slidesVisible: 2 })
    expect(carousel.getState().playing).toBe(true)
  })

  it('uses injected timers', () => {
    let scheduled: { callback: () => void; ms: number } | undefined
    const timers: CarouselTimers = {
      setTimeout: (callback, ms) => {
        scheduled = { callback, ms }
        return 7 as unknown as ReturnType<typeof setTimeout>
      },
      clearTimeout: vi.fn(),
    }
    const carousel = createCarousel({ total: 3, autoplay: true, autoplayDelay: 1234 }, timers)
    const { root, track } = createCarouselDom(3)
    const detach = carousel.attach(root, track)
    expect(scheduled?.ms).toBe(1234)
    scheduled!.callback()
    expect(carousel.getState().currentIndex).toBe(1)
    detach()
    expect(timers.clearTimeout).toHaveBeenLastCalledWith(7)
  })

  it('writes the track transform on every move', () => {
    const carousel = createCarousel({ total: 4, transitionMs: 200 })
    const { root, track } = createCarouselDom(4)
    carousel.attach(root, track)
    expect(track.style.touchAction).toBe('pan-y')
    carousel.setCurrentIndex(3)
    expect(track.style.transform).toBe('translateX(calc(-300% + 0px))')
    expect(track.style.transition).toBe('transform 200ms')
  })

  it('detaches from the previous elements when attached again', () => {
    const carousel = createCarousel({ total: 3 })
    const first = createCarouselDom(3)
    const second = createCarouselDom(3)
    const detachFirst = carousel.attach(first.root, first.track)
    carousel.attach(second.root, second.track)
    key(first.root, 'ArrowRight')
    expect(carousel.getState().currentIndex).toBe(0)
    expect(liveObservers()).toHaveLength(1)
    detachFirst()
    key(second.root, 'ArrowRight')
    expect(carousel.getState().currentIndex).toBe(1)
  })

  it('works without a track: keyboard and autoplay, no swipe or visibility', () => {
    vi.useFakeTimers()
    const carousel = createCarousel({ total: 3, autoplay: true })
    const { root, track } = createCarouselDom(3)
    carousel.attach(root)
    key(root, 'End')
    expect(carousel.getState().currentIndex).toBe(2)
    vi.advanceTimersByTime(2000)
    expect(carousel.getState().currentIndex).toBe(0)
    drag(track, 300, 0)
    expect(carousel.getState().currentIndex).toBe(0)
    expect(liveObservers()).toEqual([])
  })

  it('ignores Home / End when there are no slides', () => {
    const carousel = createCarousel()
    const { root } = createCarouselDom(0)
    carousel.attach(root)
    expect(() => key(root, 'End')).not.toThrow()
    expect(() => key(root, 'Home')).not.toThrow()
  })

  it('removes every listener it added on destroy', () => {
    const signals: AbortSignal[] = []
    const { root, track } = createCarouselDom(3)
    for (const target of [root, track, document]) {
      const add = target.addEventListener.bind(target)
      vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        signals.push((options as AddEventListenerOptions).signal!)
        add(type, listener, options)
      })
    }
    const carousel = createCarousel({ total: 3 })
    carousel.attach(root, track)
    const listener = vi.fn()
    carousel.subscribe(listener)
    expect(signals.length).toBeGreaterThan(10)
    expect(signals.every((signal) => signal instanceof AbortSignal && !signal.aborted)).toBe(true)
    carousel.destroy()
    expect(signals.every((signal) => signal.aborted)).toBe(true)
    carousel.next()
    expect(listener).not.toHaveBeenCalled()
  })
})
