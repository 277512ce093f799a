import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler, StrictMode, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CarouselFixture } from '../../test/carousel-fixture'
import { pointer, setWidth } from '../../test/dom'
import {
  installFakeIntersectionObserver,
  liveObservers,
} from '../../test/fake-intersection-observer'
import type { FakeIntersectionObserver } from '../../test/fake-intersection-observer'
import { useCarousel } from './use-carousel'

let Observer: typeof FakeIntersectionObserver
beforeEach(() => {
  Observer = installFakeIntersectionObserver()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const slides = () => screen.getAllByRole('group', { hidden: true })
const next = () => screen.getByRole('button', { name: 'Next slide' })
const prev = () => screen.getByRole('button', { name: 'Previous slide' })

describe('WAI-ARIA carousel pattern', () => {
  it('renders a named region described as a carousel', () => {
    render(<CarouselFixture total={3} />)
    const region = screen.getByRole('region', { name: 'Featured' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(region).toHaveAttribute('tabindex', '0')
  })

  it('labels slides "n of m" as groups described as slides', () => {
    render(<CarouselFixture total={3} />)
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ])
    for (const slide of slides()) expect(slide).toHaveAttribute('aria-roledescription', 'slide')
  })

  it('hides slides that are not visible from assistive technology and focus', () => {
    render(<CarouselFixture total={3} />)
    const [first, second, third] = slides()
    expect(first).toHaveAttribute('aria-hidden', 'false')
    expect(first).not.toHaveAttribute('inert')
    for (const slide of [second, third]) {
      expect(slide).toHaveAttribute('aria-hidden', 'true')
      expect(slide).toHaveAttribute('inert')
    }
    expect(screen.getAllByRole('group')).toEqual([first])
    fireEvent.click(next())
    expect(screen.getAllByRole('group')).toEqual([second])
  })

  it('announces changes politely unless autoplay is running', () => {
    vi.useFakeTimers()
    const { rerender } = render(<CarouselFixture total={3} />)
    const track = slides()[0]!.parentElement!
    expect(track).toHaveAttribute('aria-live', 'polite')
    rerender(<CarouselFixture total={3} autoplay />)
    expect(track).toHaveAttribute('aria-live', 'off')
    act(() => screen.getByRole('region').dispatchEvent(new PointerEvent('pointerenter')))
    expect(track).toHaveAttribute('aria-live', 'polite')
  })

  it('labels the previous / next buttons, ties them to the track and marks the ends', () => {
    render(<CarouselFixture total={2} />)
    const track = slides()[0]!.parentElement!
    expect(prev()).toHaveAttribute('aria-controls', track.id)
    expect(next()).toHaveAttribute('aria-controls', track.id)
    expect(prev()).toHaveAttribute('type', 'button')
    expect(prev()).toHaveAttribute('aria-disabled', 'true')
    expect(next()).toHaveAttribute('aria-disabled', 'false')
    fireEvent.click(next())
    expect(prev()).toHaveAttribute('aria-disabled', 'false')
    expect(next()).toHaveAttribute('aria-disabled', 'true')
  })

  it('never disables the buttons when infinite', () => {
    render(<CarouselFixture total={2} infinite />)
    expect(prev()).toHaveAttribute('aria-disabled', 'false')
    fireEvent.click(prev())
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'false')
  })

  it('marks the current dot and moves to a dot', async () => {
    render(<CarouselFixture total={3} controls />)
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Go to slide ${n}` }))
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', 'false', 'false'])
    await userEvent.click(dots[2]!)
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['false', 'false', 'true'])
    expect(slides()[2]).toHaveAttribute('aria-hidden', 'false')
  })

  it('takes translated labels', () => {
    render(
      <CarouselFixture
        total={2}
        controls
        labels={{
          prev: 'Précédent',
          next: 'Suivant',
          slide: (n, total) => `${n} sur ${total}`,
          dot: (n) => `Diapositive ${n}`,
        }}
      />,
    )
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Diapositive 2' })).toBeInTheDocument()
    expect(slides()[1]).toHaveAttribute('aria-label', '2 sur 2')
  })
})

describe('prop getters', () => {
  function Custom({ onPrev }: { onPrev: (event: { preventDefault(): void }) => void }) {
    const carousel = useCarousel({ total: 3, index: undefined, defaultIndex: 1 })
    return (
      <div {...carousel.getRootProps({ 'aria-labelledby': 'title', className: 'root' })}>
        <h2 id="title">Deals</h2>
        <ul {...carousel.getTrackProps({ className: 'track', style: { display: 'flex' } })}>
          {[0, 1, 2].map((i) => (
            <li key={i} {...carousel.getSlideProps(i, { className: 'slide' })}>
              {i}
            </li>
          ))}
        </ul>
        <button {...carousel.getPrevButtonProps({ onClick: onPrev, className: 'prev' })}>‹</button>
      </div>
    )
  }

  it('merge extra props, classes and styles into the user markup', () => {
    render(<Custom onPrev={() => {}} />)
    const region = screen.getByRole('region', { name: 'Deals' })
    expect(region).toHaveClass('root')
    const track = within(region).getByRole('list', { hidden: true })
    expect(track).toHaveClass('track')
    expect(track.style.display).toBe('flex')
    expect(track.style.transform).toBe('translateX(calc(-100% + 0px))')
    expect(track.style.touchAction).toBe('pan-y')
    expect(slides()[0]).toHaveClass('slide')
  })

  it('call the user handler first, which may cancel the move', () => {
    const { rerender } = render(<Custom onPrev={(event) => event.preventDefault()} />)
    fireEvent.click(prev())
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'false')
    const onPrev = vi.fn()
    rerender(<Custom onPrev={onPrev} />)
    fireEvent.click(prev())
    expect(onPrev).toHaveBeenCalledOnce()
    expect(slides()[0]).toHaveAttribute('aria-hidden', 'false')
  })
})

describe('controlled and uncontrolled index', () => {
  it('starts uncontrolled at defaultIndex and reports moves', () => {
    const onIndexChange = vi.fn()
    render(<CarouselFixture total={4} defaultIndex={2} onIndexChange={onIndexChange} />)
    expect(slides()[2]).toHaveAttribute('aria-hidden', 'false')
    fireEvent.click(next())
    expect(onIndexChange).toHaveBeenCalledWith(3)
    expect(slides()[3]).toHaveAttribute('aria-hidden', 'false')
  })

  it('follows the index a parent holds', () => {
    function Parent() {
      const [index, setIndex] = useState(1)
      return (
        <>
          <output>{index}</output>
          <CarouselFixture total={4} index={index} onIndexChange={setIndex} />
          <button type="button" onClick={() => setIndex(3)}>
            last
          </button>
        </>
      )
    }
    render(<Parent />)
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'false')
    fireEvent.click(next())
    expect(screen.getByRole('status')).toHaveTextContent('2')
    expect(slides()[2]).toHaveAttribute('aria-hidden', 'false')
    fireEvent.click(screen.getByRole('button', { name: 'last' }))
    expect(slides()[3]).toHaveAttribute('aria-hidden', 'false')
  })

  it('does not move when the parent keeps its index', () => {
    const onIndexChange = vi.fn()
    const results: number[] = []
    render(
      <CarouselFixture
        total={4}
        index={1}
        onIndexChange={onIndexChange}
        onResult={(result) => results.push(result.currentIndex)}
      />,
    )
    fireEvent.click(next())
    expect(onIndexChange).toHaveBeenCalledExactlyOnceWith(2)
    expect(results.at(-1)).toBe(1)
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'false')
    expect(slides()[1]!.parentElement!.style.transform).toBe('translateX(calc(-100% + 0px))')
  })

  it('does not report a change the parent made itself', () => {
    const onIndexChange = vi.fn()
    const { rerender } = render(
      <CarouselFixture total={4} index={0} onIndexChange={onIndexChange} />,
    )
    rerender(<CarouselFixture total={4} index={3} onIndexChange={onIndexChange} />)
    expect(slides()[3]).toHaveAttribute('aria-hidden', 'false')
    expect(onIndexChange).not.toHaveBeenCalled()
  })

  it('warns in development when switching between controlled and uncontrolled', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { rerender } = render(<CarouselFixture total={4} />)
    rerender(<CarouselFixture total={4} index={2} />)
    expect(warn).toHaveBeenCalledWith(
      'useCarousel is changing from uncontrolled to controlled. Keep `index` either always defined or always undefined.',
    )
    rerender(<CarouselFixture total={4} index={undefined} />)
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringContaining('from controlled to uncontrolled'),
    )
  })
})

describe('options across renders', () => {
  it('applies changed options and clamps the index when slides are removed', () => {
    const results: number[] = []
    const onResult = (result: { currentIndex: number }) => results.push(result.currentIndex)
    const { rerender } = render(<CarouselFixture total={5} defaultIndex={4} onResult={onResult} />)
    rerender(<CarouselFixture total={2} defaultIndex={4} onResult={onResult} />)
    expect(slides()).toHaveLength(2)
    expect(results.at(-1)).toBe(1)
    expect(slides()[1]).toHaveAttribute('aria-label', '2 of 2')
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'false')
  })

  it('keeps a pause() even when the autoplay prop stays true', async () => {
    vi.useFakeTimers()
    const results: boolean[] = []
    const onResult = (result: { autoplay: boolean }) => results.push(result.autoplay)
    const { rerender } = render(<CarouselFixture total={3} autoplay controls onResult={onResult} />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    rerender(<CarouselFixture total={3} autoplay controls onResult={onResult} />)
    expect(results.at(-1)).toBe(false)
    act(() => vi.advanceTimersByTime(10_000))
    expect(slides()[0]).toHaveAttribute('aria-hidden', 'false')
    rerender(<CarouselFixture total={3} autoplay={false} controls onResult={onResult} />)
    rerender(<CarouselFixture total={3} autoplay controls onResult={onResult} />)
    expect(results.at(-1)).toBe(true)
  })
})

describe('lazy', () => {
  it('tells which slides to render in full: visible ones and their neighbours', () => {
    render(<CarouselFixture total={6} lazy />)
    const links = () =>
      screen.getAllByRole('link', { hidden: true }).map((link) => link.textContent)
    expect(links()).toEqual(['Slide 1', 'Slide 2', 'Slide 6'])
    fireEvent.click(next())
    fireEvent.click(next())
    expect(links()).toEqual(['Slide 2', 'Slide 3', 'Slide 4'])
  })

  it('renders everything when lazy is off', () => {
    render(<CarouselFixture total={6} />)
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(6)
  })
})

describe('rendering', () => {
  it('does not re-render while dragging, only when the index changes', () => {
    const commits: string[] = []
    render(
      <Profiler id="carousel" onRender={(_, phase) => commits.push(phase)}>
        <CarouselFixture total={4} />
      </Profiler>,
    )
    const track = slides()[0]!.parentElement!
    setWidth(track)
    const before = commits.length
    act(() => {
      pointer(track, 'pointerdown', 300)
      for (let x = 290; x >= 100; x -= 10) pointer(track, 'pointermove', x)
    })
    expect(track.style.transform).toBe('translateX(calc(0% + -200px))')
    expect(commits.length).toBe(before)
    act(() => {
      pointer(track, 'pointerup', 100)
    })
    expect(commits.length).toBe(before + 1)
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'false')
  })

  it('works under StrictMode (double effects and refs) and cleans up on unmount', () => {
    vi.useFakeTimers()
    const view = render(
      <StrictMode>
        <CarouselFixture total={3} autoplay />
      </StrictMode>,
    )
    expect(liveObservers()).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(1)
    act(() => vi.advanceTimersByTime(2000))
    expect(slides()[1]).toHaveAttribute('aria-hidden', 'false')
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowRight' })
    expect(slides()[2]).toHaveAttribute('aria-hidden', 'false')
    view.unmount()
    expect(liveObservers()).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
    expect(Observer.instances.length).toBeGreaterThanOrEqual(1)
  })
})
