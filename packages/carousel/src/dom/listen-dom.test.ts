import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCarouselDom, drag, pointer, TRACK_WIDTH } from '../../test/dom'
import { installFakeIntersectionObserver } from '../../test/fake-intersection-observer'
import { createCarousel } from '../create-carousel'
import type { CreateCarouselOptions } from '../create-carousel'

function mount(options: CreateCarouselOptions) {
  const carousel = createCarousel(options)
  const dom = createCarouselDom(options.total ?? 0)
  carousel.attach(dom.root, dom.track)
  const listener = vi.fn()
  carousel.subscribe(listener)
  return { carousel, listener, ...dom }
}

beforeEach(() => {
  installFakeIntersectionObserver()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('swipe', () => {
  it('moves the track with the pointer, without a state change per move', () => {
    const { track, listener } = mount({ total: 3, index: 1 })
    pointer(track, 'pointerdown', 200)
    pointer(track, 'pointermove', 190)
    expect(track.style.transform).toBe('translateX(calc(-100% + -10px))')
    expect(track.style.transition).toBe('none')
    pointer(track, 'pointermove', 150)
    expect(track.style.transform).toBe('translateX(calc(-100% + -50px))')
    pointer(track, 'pointermove', 230)
    expect(track.style.transform).toBe('translateX(calc(-100% + 30px))')
    expect(listener).not.toHaveBeenCalled()
  })

  it('ignores movement under the slop, so taps stay clicks', () => {
    const { track } = mount({ total: 3 })
    const before = track.style.transform
    pointer(track, 'pointerdown', 200)
    pointer(track, 'pointermove', 196)
    pointer(track, 'pointerup', 196)
    expect(track.style.transform).toBe(before)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
    track.firstElementChild!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('captures the pointer once dragging', () => {
    const { track } = mount({ total: 3 })
    const capture = vi.fn()
    track.setPointerCapture = capture
    pointer(track, 'pointerdown', 200, { pointerId: 7 })
    pointer(track, 'pointermove', 100, { pointerId: 7 })
    expect(capture).toHaveBeenCalledWith(7)
  })

  it('swallows the click that ends a drag, and only that one', () => {
    const { track } = mount({ total: 3 })
    const onClick = vi.fn()
    track.firstElementChild!.addEventListener('click', onClick)
    drag(track, 300, 250)
    const afterDrag = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
    track.firstElementChild!.dispatchEvent(afterDrag)
    expect(afterDrag.defaultPrevented).toBe(true)
    expect(onClick).not.toHaveBeenCalled()
    track.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('lets keyboard clicks through after a touch drag (which fires no click)', () => {
    const { track } = mount({ total: 3 })
    const onClick = vi.fn()
    track.firstElementChild!.addEventListener('click', onClick)
    drag(track, 300, 250)
    track.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('snaps back when the browser takes the gesture over, however far it went', () => {
    const { carousel, track } = mount({ total: 3 })
    drag(track, 300, 300 - TRACK_WIDTH * 0.6, 2, 'pointercancel')
    expect(carousel.getState().currentIndex).toBe(0)
    expect(track.style.transform).toBe('translateX(calc(0% + 0px))')
    expect(track.style.transition).toBe('transform 500ms')
  })

  it('stops native drags of images and links, which would steal the pointer', () => {
    const { track } = mount({ total: 3 })
    const image = document.createElement('img')
    track.firstElementChild!.append(image)
    const dragStart = new Event('dragstart', { bubbles: true, cancelable: true })
    image.dispatchEvent(dragStart)
    expect(dragStart.defaultPrevented).toBe(true)
  })

  it('stays at the ends unless infinite', () => {
    const { carousel, track } = mount({ total: 3 })
    drag(track, 100, 300)
    expect(carousel.getState().currentIndex).toBe(0)
    carousel.setConfig({ infinite: true })
    drag(track, 100, 300)
    expect(carousel.getState().currentIndex).toBe(2)
  })

  it('ignores other buttons, other pointers and presses outside the track', () => {
    const { carousel, track, root } = mount({ total: 3 })
    pointer(track, 'pointerdown', 300, { button: 2 })
    pointer(track, 'pointermove', 0, { button: 2 })
    pointer(track, 'pointerup', 0, { button: 2 })
    expect(carousel.getState().currentIndex).toBe(0)
    pointer(track, 'pointerdown', 300)
    pointer(track, 'pointermove', 0, { pointerId: 2 })
    pointer(track, 'pointerup', 0, { pointerId: 2 })
    pointer(track, 'pointerup', 300)
    expect(carousel.getState().currentIndex).toBe(0)
    const button = document.createElement('button')
    root.append(button)
    drag(button, 300, 0)
    expect(carousel.getState().currentIndex).toBe(0)
  })
})

describe('hover', () => {
  it('stays paused while the pointer moves between children of the carousel', () => {
    const { carousel, root, track } = mount({ total: 3, autoplay: true })
    root.dispatchEvent(new PointerEvent('pointerenter'))
    track.firstElementChild!.dispatchEvent(new PointerEvent('pointerleave'))
    expect(carousel.getState().playing).toBe(false)
    root.dispatchEvent(new PointerEvent('pointerleave'))
    expect(carousel.getState().playing).toBe(true)
  })
})
