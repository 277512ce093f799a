// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as core from '../src/index'
import * as react from '../src/react'

describe('public API', () => {
  it('exposes the framework-free core at the root', () => {
    expect(Object.keys(core).sort()).toEqual([
      'CarouselIndexError',
      'canGoNext',
      'canGoPrev',
      'carouselReducer',
      'createCarousel',
      'createInitialState',
      'defaultOptions',
      'getMaxIndex',
      'getTrackStyle',
      'shouldRenderSlide',
    ])
  })

  it('exposes only the hook on ./react', () => {
    expect(Object.keys(react)).toEqual(['useCarousel'])
  })
})
