// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { carouselReducer, createInitialState } from './carousel-reducer'
import type { CarouselOptions } from './options'
import { shouldRenderSlide } from './should-render-slide'

const rendered = (options: CarouselOptions, index = 0) => {
  const state = createInitialState(options, index)
  return Array.from({ length: state.total }, (_, slide) => slide).filter((slide) =>
    shouldRenderSlide(state, slide),
  )
}

describe('shouldRenderSlide', () => {
  it('renders every slide when lazy is off', () => {
    expect(rendered({ total: 8 })).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it.each<[string, CarouselOptions, number, number[]]>([
    ['the current slide and one each side (wrapping)', { total: 8 }, 3, [2, 3, 4]],
    ['at the start, the last slide is the neighbour behind', { total: 8 }, 0, [0, 1, 7]],
    ['at the end, slide 0 is next (autoplay goes there)', { total: 8 }, 7, [0, 6, 7]],
    [
      'the whole window and step on either side',
      { total: 10, slidesVisible: 3, step: 2 },
      4,
      [2, 3, 4, 5, 6, 7, 8],
    ],
    ['everything when the carousel is small', { total: 3 }, 0, [0, 1, 2]],
  ])('renders %s', (_, options, index, slides) => {
    expect(rendered({ ...options, lazy: true }, index)).toEqual(slides)
  })

  it('also renders slides reported visible', () => {
    const state = carouselReducer(createInitialState({ total: 10, lazy: true }), {
      type: 'visible',
      visible: [0, 5],
    })
    expect(shouldRenderSlide(state, 5)).toBe(true)
    expect(shouldRenderSlide(state, 6)).toBe(false)
  })
})
