// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  canGoNext,
  canGoPrev,
  getAutoplayIndex,
  getMaxIndex,
  getNextIndex,
  getPrevIndex,
  getWindow,
} from './positions'

const settings = (total: number, slidesVisible = 1, step = 1, infinite = false) => ({
  total,
  slidesVisible,
  step,
  infinite,
})

describe('getMaxIndex', () => {
  it.each([
    [0, 1, 0],
    [1, 1, 0],
    [5, 1, 4],
    [5, 3, 2],
    [5, 5, 0],
    [3, 5, 0],
  ])('total %i, %i visible -> %i', (total, visible, max) => {
    expect(getMaxIndex(settings(total, visible))).toBe(max)
  })
})

// Positions: 0, step, 2·step, … below the last position, then the last position.
describe.each([
  // total, visible, step, infinite, index, next, prev, autoplay
  [5, 1, 1, false, 0, 1, 0, 1],
  [5, 1, 1, false, 2, 3, 1, 3],
  [5, 1, 1, false, 4, 4, 3, 0],
  [5, 1, 1, true, 4, 0, 3, 0],
  [5, 1, 1, true, 0, 1, 4, 1],
  [6, 1, 2, false, 0, 2, 0, 2],
  [6, 1, 2, false, 4, 5, 2, 5],
  [6, 1, 2, false, 5, 5, 4, 0],
  [6, 1, 2, true, 5, 0, 4, 0],
  [6, 1, 2, true, 0, 2, 5, 2],
  [6, 1, 2, false, 3, 4, 2, 4],
  [7, 3, 1, false, 4, 4, 3, 0],
  [7, 3, 1, true, 4, 0, 3, 0],
  [7, 3, 3, false, 0, 3, 0, 3],
  [7, 3, 3, false, 3, 4, 0, 4],
  [7, 3, 3, false, 4, 4, 3, 0],
  [7, 3, 3, true, 0, 3, 4, 3],
  [10, 4, 4, false, 4, 6, 0, 6],
  [10, 4, 4, false, 6, 6, 4, 0],
  [3, 3, 1, false, 0, 0, 0, 0],
  [3, 3, 1, true, 0, 0, 0, 0],
  [2, 5, 1, true, 0, 0, 0, 0],
  [0, 1, 1, true, 0, 0, 0, 0],
])(
  'total %i, %i visible, step %i, infinite %s, at %i',
  (total, visible, step, infinite, index, next, prev, autoplay) => {
    const s = settings(total, visible, step, infinite)
    it(`next -> ${next}`, () => expect(getNextIndex(s, index)).toBe(next))
    it(`prev -> ${prev}`, () => expect(getPrevIndex(s, index)).toBe(prev))
    it(`autoplay -> ${autoplay}`, () => expect(getAutoplayIndex(s, index)).toBe(autoplay))
    it('canGoNext / canGoPrev tell whether next / prev move', () => {
      const state = { ...s, currentIndex: index }
      expect(canGoNext(state)).toBe(next !== index)
      expect(canGoPrev(state)).toBe(prev !== index)
    })
  },
)

describe('getWindow', () => {
  it.each([
    [5, 1, 0, [0]],
    [5, 1, 4, [4]],
    [5, 3, 2, [2, 3, 4]],
    [5, 3, 0, [0, 1, 2]],
    [2, 3, 0, [0, 1]],
    [0, 1, 0, []],
  ])('total %i, %i visible, from %i -> %j', (total, visible, index, window) => {
    expect(getWindow(settings(total, visible), index)).toEqual(window)
  })
})
