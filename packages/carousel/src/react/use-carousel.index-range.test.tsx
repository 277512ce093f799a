import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CarouselFixture } from '../../test/carousel-fixture'
import { installFakeIntersectionObserver } from '../../test/fake-intersection-observer'
import type { UseCarouselResult } from './use-carousel'

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  installFakeIntersectionObserver()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const current = () => screen.getByRole('group').getAttribute('aria-label')

/** A parent that owns the index and the number of slides. */
function Controlled({ start, total: initialTotal }: { start: number; total: number }) {
  const [index, setIndex] = useState(start)
  const [total, setTotal] = useState(initialTotal)
  return (
    <>
      <CarouselFixture total={total} index={index} onIndexChange={setIndex} />
      <output>{index}</output>
      <button type="button" onClick={() => setTotal(2)}>
        Shrink
      </button>
    </>
  )
}

describe('index props out of range', () => {
  it('clamps a controlled index when total shrinks below it, and tells the parent', () => {
    render(<Controlled start={4} total={5} />)
    expect(current()).toBe('5 of 5')
    act(() => screen.getByRole('button', { name: 'Shrink' }).click())
    expect(current()).toBe('2 of 2')
    expect(screen.getByRole('status')).toHaveTextContent('1')
  })

  it.each([
    ['index', 7, '3 of 3'],
    ['index', -2, '1 of 3'],
    ['defaultIndex', 9, '3 of 3'],
    ['defaultIndex', Number.NaN, '1 of 3'],
  ])('renders %s %s clamped, with a development warning', (prop, value, shown) => {
    render(<CarouselFixture total={3} {...{ [prop]: value }} />)
    expect(current()).toBe(shown)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(`^useCarousel: ${prop} ${value} is`))
  })

  it('renders no slides without throwing for any index', () => {
    expect(() => render(<CarouselFixture total={0} index={3} />)).not.toThrow()
    expect(() => render(<CarouselFixture total={0} index={0} />)).not.toThrow()
  })

  it('does not warn for an index in range', () => {
    render(<CarouselFixture total={3} index={2} />)
    expect(warn).not.toHaveBeenCalled()
  })

  it('still throws the specified error from a setCurrentIndex call', () => {
    let result: UseCarouselResult | undefined
    render(<CarouselFixture total={3} onResult={(r) => (result = r)} />)
    expect(() => result!.setCurrentIndex(3)).toThrow(/^setCurrentIndex value out of bounds$/)
    expect(() => result!.setCurrentIndex(-1)).toThrow(RangeError)
  })
})
