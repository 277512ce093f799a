import type { UseCarouselOptions } from '@vitrine/carousel/react'
import { useCarousel } from '@vitrine/carousel/react'
import type { CSSProperties, ReactNode } from 'react'

/** Props of the story's own markup around `useCarousel`. */
export interface DemoCarouselProps<Item> extends Omit<UseCarouselOptions, 'total'> {
  /** Accessible name of the region. */
  label: string
  items: readonly Item[]
  /** Renders one slide; `rendered` is false for slides `lazy` keeps light. */
  renderSlide: (item: Item, index: number, rendered: boolean) => ReactNode
  /** Pixels between slides (padding inside each slide, so the track maths stay exact). */
  gutter?: number
  /** A button per slide (`getDotProps`). */
  dots?: boolean
  /**
   * The rotation control autoplay needs (WCAG 2.2.2): first in the carousel, as the APG asks,
   * and named for what it does.
   */
  playPause?: boolean
}

// The package ships no styles: this is the minimum a carousel needs to look like one.
const viewport: CSSProperties = { overflow: 'hidden' }
const track: CSSProperties = { display: 'flex' }
// Wraps, so that many dots stay on a phone's screen.
const bar: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  marginTop: 8,
}
const button: CSSProperties = {
  minWidth: 40,
  height: 40,
  border: 0,
  borderRadius: 20,
  background: '#111827',
  color: '#ffffff',
  fontSize: 18,
  cursor: 'pointer',
}
/**
 * A control the hook marks `aria-disabled` (an end, without `infinite`) looks unavailable: a
 * grey fill, not opacity, so that its focus ring stays at full strength.
 */
const control = (disabled: unknown): CSSProperties =>
  disabled === true ? { ...button, background: '#9ca3af', cursor: 'default' } : button
const dot = (current: boolean): CSSProperties => ({
  width: 24,
  height: 24,
  borderRadius: 12,
  border: '2px solid #111827',
  background: current ? '#111827' : '#ffffff',
  cursor: 'pointer',
})

/** The markup a team writes around the hook: region, clipping viewport, track, slides, controls. */
export function DemoCarousel<Item>({
  label,
  items,
  renderSlide,
  gutter = 0,
  dots = false,
  playPause = false,
  ...options
}: DemoCarouselProps<Item>) {
  const carousel = useCarousel({ ...options, total: items.length })
  const width = `${100 / carousel.slidesVisible}%`
  return (
    <div {...carousel.getRootProps({ 'aria-label': label, style: { maxWidth: 720 } })}>
      {playPause ? (
        <button
          type="button"
          style={{ ...button, padding: '0 16px', fontSize: 14, marginBottom: 8 }}
          // `autoplay` is the setting; `playing` turns false while focus is on this very button.
          onClick={carousel.autoplay ? carousel.pause : carousel.play}
        >
          {carousel.autoplay ? 'Stop slide rotation' : 'Start slide rotation'}
        </button>
      ) : null}
      <div style={viewport}>
        <div {...carousel.getTrackProps({ style: track })}>
          {items.map((item, index) => (
            <div
              key={index}
              {...carousel.getSlideProps(index, {
                style: {
                  flex: `0 0 ${width}`,
                  boxSizing: 'border-box',
                  padding: `0 ${gutter / 2}px`,
                },
              })}
            >
              {renderSlide(item, index, carousel.shouldRenderSlide(index))}
            </div>
          ))}
        </div>
      </div>
      <div style={bar}>
        <button
          {...carousel.getPrevButtonProps({
            style: control(carousel.getPrevButtonProps()['aria-disabled']),
          })}
        >
          ‹
        </button>
        <button
          {...carousel.getNextButtonProps({
            style: control(carousel.getNextButtonProps()['aria-disabled']),
          })}
        >
          ›
        </button>
        {dots
          ? items.map((_, index) => (
              <button
                key={index}
                {...carousel.getDotProps(index, { style: dot(index === carousel.currentIndex) })}
              />
            ))
          : null}
      </div>
    </div>
  )
}
