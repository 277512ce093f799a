// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createInitialState } from './carousel-reducer'
import { getTrackStyle } from './track-style'

describe('getTrackStyle', () => {
  it('shifts by one viewport width per slide shown', () => {
    expect(getTrackStyle(createInitialState({ total: 5 }, 2)).transform).toBe(
      'translateX(calc(-200% + 0px))',
    )
    expect(getTrackStyle(createInitialState({ total: 5, slidesVisible: 2 }, 1)).transform).toBe(
      'translateX(calc(-50% + 0px))',
    )
    expect(getTrackStyle(createInitialState({ total: 5 })).transform).toBe(
      'translateX(calc(0% + 0px))',
    )
  })

  it('animates with transitionMs and not while dragging', () => {
    const state = createInitialState({ total: 5, transitionMs: 300 }, 1)
    expect(getTrackStyle(state).transition).toBe('transform 300ms')
    expect(getTrackStyle(state, -25)).toEqual({
      transform: 'translateX(calc(-100% + -25px))',
      transition: 'none',
      touchAction: 'pan-y',
    })
  })

  it('leaves vertical pans to the page only when touch is on', () => {
    expect(getTrackStyle(createInitialState({ total: 2 })).touchAction).toBe('pan-y')
    expect(getTrackStyle(createInitialState({ total: 2, touch: false })).touchAction).toBe('')
  })
})
