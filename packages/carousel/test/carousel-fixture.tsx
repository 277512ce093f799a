import { useEffect } from 'react'
import { useCarousel } from '../src/react'
import type { UseCarouselOptions, UseCarouselResult } from '../src/react'

export interface CarouselFixtureProps extends UseCarouselOptions {
  /** Receives the hook's result after every commit. */
  onResult?: (result: UseCarouselResult) => void
  /** Renders dots and a play / pause control too. */
  controls?: boolean
}

/** The markup a consumer writes around `useCarousel`: region, track, slides, buttons. */
export function CarouselFixture({ onResult, controls, ...options }: CarouselFixtureProps) {
  const carousel = useCarousel(options)
  useEffect(() => {
    onResult?.(carousel)
  })
  const slides = Array.from({ length: carousel.total }, (_, index) => index)
  return (
    <div {...carousel.getRootProps({ 'aria-label': 'Featured' })}>
      <div {...carousel.getTrackProps()}>
        {slides.map((index) => (
          <div key={index} {...carousel.getSlideProps(index)}>
            {carousel.shouldRenderSlide(index) ? (
              <a href={`#slide-${index}`}>Slide {index + 1}</a>
            ) : null}
          </div>
        ))}
      </div>
      <button {...carousel.getPrevButtonProps()}>‹</button>
      <button {...carousel.getNextButtonProps()}>›</button>
      {controls ? (
        <>
          {slides.map((index) => (
            <button key={index} {...carousel.getDotProps(index)} />
          ))}
          <button type="button" onClick={carousel.autoplay ? carousel.pause : carousel.play}>
            {carousel.autoplay ? 'Pause' : 'Play'}
          </button>
        </>
      ) : null}
    </div>
  )
}
