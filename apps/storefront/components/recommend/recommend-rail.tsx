'use client'

import { useCarousel } from '@vitrine/carousel/react'
import { Children, type MouseEvent, type ReactNode } from 'react'
import { rememberQueryID } from '@/lib/browser/attribution'
import { sendRecommendationClick } from '@/lib/browser/insights'
import { useClientConfig } from '../providers/client-config-provider'
import { useSlidesVisible } from './use-slides-visible'
import styles from './recommend.module.css'

/** What a click on slide `i` reports: the item, its list's queryID and its 1-based position. */
export interface SlideClick {
  objectID: string
  queryID?: string
  position: number
}

/** Props of {@link RecommendRail}. */
export interface RecommendRailProps {
  /** Heading of the section, also the carousel's accessible name. */
  title: string
  /** `data-model` hook for tests and analytics. */
  model: string
  /** One entry per slide, in order. */
  clicks: readonly SlideClick[]
  /** The slides (product cards), rendered by the caller, on the server when it can. */
  children: ReactNode
}

/**
 * A recommendation section: a swipeable, keyboard-operable carousel. A click on any link in a
 * slide sends a click event with the list's queryID and the slide's 1-based position.
 */
export function RecommendRail({ title, model, clicks, children }: RecommendRailProps) {
  const config = useClientConfig()
  const slides = Children.toArray(children)
  // A card keeps the width of one of the slots that fit on screen, however few the items: two
  // bought-together items take two slots, not half the page each (the stylesheet sizes the cards
  // by the same breakpoints, before hydration too).
  const slots = useSlidesVisible()
  const slidesVisible = Math.max(1, Math.min(slots, slides.length))
  const carousel = useCarousel({ total: slides.length, slidesVisible, step: 1 })
  const headingId = `rec-${model}`

  // One listener for every card: the cards themselves stay server components.
  function onClick(event: MouseEvent<HTMLElement>) {
    const link = (event.target as Element).closest('a[href]')
    const slide = link?.closest<HTMLElement>('[data-index]')
    const click = slide ? clicks[Number(slide.dataset.index)] : undefined
    if (!click?.queryID) return
    rememberQueryID(click.objectID, click.queryID)
    sendRecommendationClick(config, {
      objectID: click.objectID,
      queryID: click.queryID,
      position: click.position,
    })
  }

  // The region (WAI-ARIA carousel pattern) holds the heading and the arrows with the slides:
  // landing on it, a screen reader finds the controls inside it.
  return (
    <section
      {...carousel.getRootProps({ 'aria-labelledby': headingId, className: styles.section })}
      data-model={model}
      data-state="idle"
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {slides.length > slidesVisible ? (
          <div className={styles.controls}>
            <button {...carousel.getPrevButtonProps({ className: styles.arrow })}>‹</button>
            <button {...carousel.getNextButtonProps({ className: styles.arrow })}>›</button>
          </div>
        ) : null}
      </div>
      <div className={styles.viewport}>
        <div {...carousel.getTrackProps({ className: styles.track, onClick })}>
          {slides.map((slide, index) => (
            <div
              key={index}
              {...carousel.getSlideProps(index, { className: styles.slide })}
              data-index={index}
              data-position={clicks[index]?.position}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
