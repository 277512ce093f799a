import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { heroSlides } from '@/config/hero-slides'
import { HeroCarousel } from './hero-carousel'

const currentDot = () => screen.getByRole('button', { name: /^Go to slide \d$/, current: true })

describe('HeroCarousel', () => {
  it('renders every configured slide, labelled "n of m", with its link', () => {
    const { container } = render(<HeroCarousel slides={heroSlides} />)
    expect(screen.getByRole('region', { name: 'Featured collections' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    const slides = [...container.querySelectorAll('[aria-roledescription="slide"]')]
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ])
    slides.forEach((slide, i) => expect(slide).toHaveTextContent(heroSlides[i]!.title))
    expect(screen.getByRole('link', { name: heroSlides[0]!.cta })).toHaveAttribute(
      'href',
      heroSlides[0]!.href,
    )
  })

  it('shows a single slide standing still, without controls', () => {
    render(<HeroCarousel slides={heroSlides.slice(0, 1)} />)
    expect(screen.getByRole('link', { name: heroSlides[0]!.cta })).toBeInTheDocument()
    expect(screen.queryAllByRole('button')).toEqual([])
  })

  it('starts playing; the pause control stops and restarts it; arrows and dots move', async () => {
    const user = userEvent.setup()
    render(<HeroCarousel slides={heroSlides} />)
    await user.click(screen.getByRole('button', { name: 'Pause the slide show' }))
    await user.click(screen.getByRole('button', { name: 'Play the slide show' }))
    expect(screen.getByRole('button', { name: 'Pause the slide show' })).toBeInTheDocument()

    expect(currentDot()).toHaveAccessibleName('Go to slide 1')
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(currentDot()).toHaveAccessibleName('Go to slide 2')
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    expect(currentDot()).toHaveAccessibleName('Go to slide 3')
  })

  it('renders nothing without slides', () => {
    const { container } = render(<HeroCarousel slides={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
