import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCarouselDom } from '../../test/dom'
import {
  installFakeIntersectionObserver,
  liveObservers,
} from '../../test/fake-intersection-observer'
import type { FakeIntersectionObserver } from '../../test/fake-intersection-observer'
import { observeSlides } from './observe-slides'

describe('observeSlides', () => {
  let Observer: typeof FakeIntersectionObserver
  beforeEach(() => {
    Observer = installFakeIntersectionObserver()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.replaceChildren()
  })

  it('observes every slide with the threshold against the browser viewport', () => {
    const { track, slides } = createCarouselDom(3)
    observeSlides(track, 0.5, new AbortController().signal, () => {})
    const [observer] = Observer.instances
    expect(observer?.options).toEqual({ threshold: 0.5 })
    expect([...observer!.targets]).toEqual(slides)
  })

  it('reports the indices of slides shown at least at the threshold', () => {
    const { track, slides } = createCarouselDom(4)
    const onChange = vi.fn()
    observeSlides(track, 0.5, new AbortController().signal, onChange)
    const observer = Observer.instances[0]!
    observer.report(
      new Map([
        [slides[1]!, 1],
        [slides[2]!, 0.5],
        [slides[3]!, 0.3],
      ]),
    )
    expect(onChange).toHaveBeenLastCalledWith([1, 2])
    observer.report(
      new Map([
        [slides[2]!, 0.49999],
        [slides[3]!, 0.7],
      ]),
    )
    expect(onChange).toHaveBeenLastCalledWith([2, 3])
    observer.report(new Map())
    expect(onChange).toHaveBeenLastCalledWith([])
  })

  it('observes slides as they are added, until aborted', async () => {
    const { track } = createCarouselDom(2)
    const abort = new AbortController()
    observeSlides(track, 0.5, abort.signal, () => {})
    const observer = Observer.instances[0]!
    const added = document.createElement('div')
    track.append(added)
    await vi.waitFor(() => expect(observer.targets.has(added)).toBe(true))
    abort.abort()
    expect(liveObservers()).toEqual([])
    track.append(document.createElement('div'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(observer.targets.size).toBe(0)
  })

  it('does nothing without a track or without IntersectionObserver', () => {
    expect(() => observeSlides(null, 0.5, new AbortController().signal, () => {})).not.toThrow()
    vi.stubGlobal('IntersectionObserver', undefined)
    const { track } = createCarouselDom(2)
    expect(() => observeSlides(track, 0.5, new AbortController().signal, () => {})).not.toThrow()
  })
})
