import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCarouselDom, drag, key } from '../test/dom'
import { installFakeIntersectionObserver } from '../test/fake-intersection-observer'
import { createCarousel } from './create-carousel'
import type { CarouselOptions } from './options'

beforeEach(() => {
  installFakeIntersectionObserver()
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
  document.documentElement.removeAttribute('style')
})

/**
 * A carousel of 5 attached to fresh markup, in a page whose direction is `dir` when given. The
 * page direction is set as CSS: happy-dom does not derive `direction` from the `dir` attribute
 * (the RTL stories check `dir="rtl"` in Chromium).
 */
function setup(options: CarouselOptions = {}, dir?: 'rtl' | 'ltr') {
  if (dir) document.documentElement.style.direction = dir
  const dom = createCarouselDom(5)
  const carousel = createCarousel({ total: 5, ...options })
  carousel.attach(dom.root, dom.track)
  return { ...dom, carousel }
}

describe.each([
  ["an ancestor's direction", {}, 'rtl'],
  ["direction: 'rtl'", { direction: 'rtl' }, undefined],
] as const)('right to left from %s', (_, options, dir) => {
  it('moves the track right, so the next slide comes into view', () => {
    const { carousel, track } = setup(options, dir)
    expect(carousel.getState().rtl).toBe(true)
    carousel.next()
    expect(track.style.transform).toBe('translateX(calc(100% + 0px))')
  })

  it('goes forward with ArrowLeft and back with ArrowRight', () => {
    const { carousel, root } = setup(options, dir)
    key(root, 'ArrowLeft')
    expect(carousel.getState().currentIndex).toBe(1)
    key(root, 'ArrowRight')
    expect(carousel.getState().currentIndex).toBe(0)
  })

  it('goes forward on a rightward swipe and back on a leftward one', () => {
    const { carousel, track } = setup(options, dir)
    drag(track, 100, 300)
    expect(carousel.getState().currentIndex).toBe(1)
    drag(track, 300, 100)
    expect(carousel.getState().currentIndex).toBe(0)
  })
})

describe('left to right', () => {
  it("is the default, and direction: 'ltr' wins over the page's dir", () => {
    for (const { carousel, track, root } of [setup(), setup({ direction: 'ltr' }, 'rtl')]) {
      expect(carousel.getState().rtl).toBe(false)
      key(root, 'ArrowRight')
      expect(track.style.transform).toBe('translateX(calc(-100% + 0px))')
      drag(track, 300, 100)
      expect(carousel.getState().currentIndex).toBe(2)
      carousel.destroy()
    }
  })

  it('follows a direction changed with setConfig', () => {
    const { carousel, track } = setup()
    carousel.next()
    carousel.setConfig({ direction: 'rtl' })
    expect(track.style.transform).toBe('translateX(calc(100% + 0px))')
  })
})

it('is known before attaching only from the option (server render)', () => {
  expect(createCarousel({ total: 3, direction: 'rtl' }).getState().rtl).toBe(true)
  expect(createCarousel({ total: 3 }).getState().rtl).toBe(false)
})
