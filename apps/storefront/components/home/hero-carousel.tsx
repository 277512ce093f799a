'use client'

import { useCarousel } from '@vitrine/carousel/react'
import Link from 'next/link'
import type { HeroSlide } from '@/config/hero-slides'
import styles from './hero-carousel.module.css'

/** Milliseconds each slide stays before the next (long enough to read it). */
export const HERO_AUTOPLAY_DELAY = 6000

/**
 * The home page's hero: slides that advance on their own (paused on hover, on focus and by
 * the pause button, which comes first in the tab order), with previous/next buttons and dots.
 * A single slide stands still, without controls: there is nothing to move to.
 */
export function HeroCarousel({
  slides,
}: {
  /** The slides in order: kicker, title, text, call to action, picture and colour theme. */
  slides: readonly HeroSlide[]
}) {
  const carousel = useCarousel({
    total: slides.length,
    autoplay: slides.length > 1,
    autoplayDelay: HERO_AUTOPLAY_DELAY,
    infinite: true,
  })
  const trackProps = carousel.getTrackProps({ className: styles.track })
  if (slides.length === 0) return null
  return (
    <div
      {...carousel.getRootProps({ className: styles.root, 'aria-label': 'Featured collections' })}
      data-testid="hero"
    >
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-controls={trackProps.id}
            aria-label={carousel.autoplay ? 'Pause the slide show' : 'Play the slide show'}
            data-testid="hero-play-pause"
            onClick={carousel.autoplay ? carousel.pause : carousel.play}
          >
            <span aria-hidden="true">{carousel.autoplay ? '❚❚' : '▶'}</span>
          </button>
          <button {...carousel.getPrevButtonProps({ className: styles.control })}>
            <span aria-hidden="true" className={styles.chevron}>
              ‹
            </span>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button key={slide.id} {...carousel.getDotProps(index, { className: styles.dot })} />
            ))}
          </div>
          <button {...carousel.getNextButtonProps({ className: styles.control })}>
            <span aria-hidden="true" className={styles.chevron}>
              ›
            </span>
          </button>
        </div>
      ) : null}
      <div className={styles.viewport}>
        <div {...trackProps}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              {...carousel.getSlideProps(index, { className: styles.slide })}
              data-theme={slide.theme}
            >
              <img
                src={`/images/hero/${slide.id}.svg`}
                alt=""
                width={640}
                height={400}
                className={styles.picture}
                loading={index === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
              <p className={styles.eyebrow}>{slide.eyebrow}</p>
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.text}>{slide.text}</p>
              <Link href={slide.href} className={styles.cta} prefetch={false}>
                {slide.cta}
              </Link>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
