import type { colourSlides } from './fixtures'

/** One of the numbered colour slides. */
export type ColourSlide = (typeof colourSlides)[number]

/** Renders a numbered colour slide: a coloured panel with its title. */
export function renderColourSlide(slide: ColourSlide) {
  return (
    <div
      style={{
        height: 180,
        display: 'grid',
        placeItems: 'center',
        background: slide.colour,
        color: '#ffffff',
        fontSize: 24,
        fontFamily: 'sans-serif',
      }}
    >
      {slide.title}
    </div>
  )
}
