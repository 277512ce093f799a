import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CarouselFixture } from '../../test/carousel-fixture'
import { installFakeIntersectionObserver } from '../../test/fake-intersection-observer'

beforeEach(() => {
  installFakeIntersectionObserver()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useCarousel right to left', () => {
  it('puts an explicit direction on the root, so the layout follows it', () => {
    render(<CarouselFixture total={3} direction="rtl" defaultIndex={1} />)
    const region = screen.getByRole('region')
    expect(region).toHaveAttribute('dir', 'rtl')
    const track = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!
    expect(track.style.transform).toBe('translateX(calc(100% + 0px))')
  })

  it('leaves dir alone without the option (the page decides)', () => {
    render(<CarouselFixture total={3} />)
    expect(screen.getByRole('region')).not.toHaveAttribute('dir')
  })
})
