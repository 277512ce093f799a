import type { Meta, StoryObj } from '@storybook/react-vite'
import { defaultOptions } from '@vitrine/carousel'
import { expect, userEvent, within } from 'storybook/test'
import { testOnly } from '../storefront/support/test-only'
import { DemoCarousel } from './demo-carousel'
import type { DemoCarouselProps } from './demo-carousel'
import { renderColourSlide } from './colour-slide'
import type { ColourSlide } from './colour-slide'
import { colourSlides } from './fixtures'
import { expectShown, getSlides, swipe } from './play-helpers'

type Slide = ColourSlide

/** A slide `lazy` keeps light: an empty panel of the same size, so the control shows. */
function renderLightSlide(slide: Slide, _index: number, rendered: boolean) {
  return rendered ? (
    renderColourSlide(slide)
  ) : (
    <div style={{ height: 180, background: '#e5e7eb' }} data-light-slide />
  )
}

/** A carousel of numbered colour slides; every `useCarousel` option is a control. */
function ColourCarousel(
  props: Omit<DemoCarouselProps<Slide>, 'items' | 'renderSlide'> & { count: number },
) {
  const { count, ...options } = props
  return (
    <DemoCarousel
      {...options}
      items={colourSlides.slice(0, count)}
      renderSlide={renderLightSlide}
    />
  )
}

/**
 * What each control does, for the docs page: the options' TSDoc lives in @vitrine/carousel,
 * which docgen does not read (the text follows `CarouselSettings` in its options.ts).
 */
const OPTION_DESCRIPTIONS: Record<string, string> = {
  step: 'How many slides `next` / `prev` move.',
  autoplay: 'Advance on a timer; returns to slide 0 after the last position.',
  autoplayDelay: 'Milliseconds between two autoplay advances, at least 1000 (less throws).',
  slidesVisible: 'Slides shown side by side.',
  swipeThreshold: "Share of one slide's width a swipe must travel to move one step.",
  infinite: '`next` on the last position goes to the first and `prev` on the first to the last.',
  lazy: 'Render only the visible slides and their neighbours (`shouldRenderSlide`); here the others show as grey panels.',
  touch: 'Swipe with pointer events (mouse, touch, pen).',
  visibilityThreshold:
    'Share of a slide that must intersect the viewport for it to count as visible (`aria-hidden` and `inert` on the others).',
  transitionMs: 'Duration of the slide transition in milliseconds.',
  direction:
    "Reading direction: `rtl` runs the slides right to left (swipes and arrow keys follow). Unset, it is the root element's computed direction.",
}

const meta = {
  title: 'Carousel/useCarousel',
  component: ColourCarousel,
  parameters: {
    docs: {
      description: {
        component: `\`useCarousel(options)\` from \`@vitrine/carousel/react\` holds a carousel's state and hands out prop getters; it renders nothing and ships no styles. Spread each getter on your own element, put the arrows and dots on real \`<button>\`s, and give the region a name. The stories below use this markup (the controls are the hook's options, plus \`count\`, \`dots\` and \`playPause\` for the demo's own markup):

\`\`\`tsx
import { useCarousel } from '@vitrine/carousel/react'

function Offers({ offers }: { offers: Offer[] }) {
  const carousel = useCarousel({ total: offers.length })
  return (
    <div {...carousel.getRootProps({ 'aria-label': 'Offers' })}>
      <div style={{ overflow: 'hidden' }}>
        <div {...carousel.getTrackProps({ style: { display: 'flex' } })}>
          {offers.map((offer, i) => (
            <div key={offer.id} {...carousel.getSlideProps(i, { style: { flex: '0 0 100%' } })}>
              <OfferCard offer={offer} />
            </div>
          ))}
        </div>
      </div>
      <button {...carousel.getPrevButtonProps()}>‹</button>
      <button {...carousel.getNextButtonProps()}>›</button>
    </div>
  )
}
\`\`\`

With \`autoplay\`, render a rotation control first in the carousel (see **Autoplay**). Every option, the keyboard and screen-reader contract and the server-rendering notes are in the package's README.`,
      },
    },
  },
  args: {
    label: 'Colours',
    count: 5,
    step: 1,
    slidesVisible: 1,
    infinite: false,
    autoplay: false,
    autoplayDelay: 2000,
    swipeThreshold: 0.25,
    touch: true,
    transitionMs: 500,
    dots: true,
    playPause: false,
    lazy: false,
    visibilityThreshold: 0.5,
  },
  argTypes: {
    // The options' types come from the package, which docgen does not read: their defaults
    // are the package's own, their descriptions the package's TSDoc.
    ...Object.fromEntries(
      Object.entries(defaultOptions)
        .filter(([option]) => option !== 'total')
        .map(([option, value]) => [
          option,
          {
            description: OPTION_DESCRIPTIONS[option],
            table: { defaultValue: { summary: String(value) } },
          },
        ]),
    ),
    label: { description: 'Accessible name of the carousel region (`getRootProps`).' },
    count: {
      description: 'Number of colour slides (this story only).',
      control: { type: 'range', min: 0, max: 24 },
    },
    autoplayDelay: {
      description: OPTION_DESCRIPTIONS.autoplayDelay,
      table: { defaultValue: { summary: '2000' } },
      control: { type: 'number', min: 1000, step: 500 },
    },
    lazy: {
      description: OPTION_DESCRIPTIONS.lazy,
      table: { defaultValue: { summary: 'false' } },
      control: 'boolean',
    },
    visibilityThreshold: {
      description: OPTION_DESCRIPTIONS.visibilityThreshold,
      table: { defaultValue: { summary: '0.5' } },
      control: { type: 'range', min: 0.1, max: 1, step: 0.05 },
    },
    direction: {
      description: OPTION_DESCRIPTIONS.direction,
      table: {
        type: { summary: "'ltr' | 'rtl' | undefined" },
        defaultValue: { summary: 'undefined' },
      },
      options: ['ltr', 'rtl'],
      control: 'inline-radio',
    },
    dots: {
      description: 'A button per slide (`getDotProps`), in the demo markup.',
      table: { defaultValue: { summary: 'false' } },
    },
    playPause: {
      description:
        'A rotation control (start / stop) first in the carousel, as autoplay requires, in the demo markup.',
      table: { defaultValue: { summary: 'false' } },
    },
  },
} satisfies Meta<typeof ColourCarousel>
export default meta
type Story = StoryObj<typeof meta>

/** Previous / next buttons, dots; the previous button is marked disabled at the start. */
export const Basic: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Colours' })
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(getSlides(canvasElement)[1]).toHaveAttribute('aria-label', '2 of 5')
    const prev = canvas.getByRole('button', { name: 'Previous slide' })
    const next = canvas.getByRole('button', { name: 'Next slide' })
    await expect(prev).toHaveAttribute('aria-disabled', 'true')
    // An unavailable control looks it (the demo styles what the hook marks).
    await expect(prev).toHaveStyle({ backgroundColor: 'rgb(156, 163, 175)' })
    await expect(next).toHaveStyle({ backgroundColor: 'rgb(17, 24, 39)' })
    await expectShown(canvasElement, [0])
    await userEvent.click(next)
    await expectShown(canvasElement, [1])
    await userEvent.click(next)
    await expectShown(canvasElement, [2])
    await userEvent.click(prev)
    await expectShown(canvasElement, [1])
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 5' }))
    await expectShown(canvasElement, [4])
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await expect(next).toHaveStyle({ backgroundColor: 'rgb(156, 163, 175)' })
    await userEvent.click(next)
    await expectShown(canvasElement, [4])
  }),
}

/** ArrowLeft / ArrowRight / Home / End while the carousel has focus. */
export const Keyboard: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Colours' })
    region.focus()
    await expect(region).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expectShown(canvasElement, [1])
    await userEvent.keyboard('{End}')
    await expectShown(canvasElement, [4])
    await userEvent.keyboard('{ArrowLeft}')
    await expectShown(canvasElement, [3])
    await userEvent.keyboard('{Home}')
    await expectShown(canvasElement, [0])
  }),
}

/** Drag with pointer events: past a quarter of a slide it moves, below it snaps back. */
export const Swipe: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const track = getSlides(canvasElement)[0]!.parentElement!
    await expect(track.style.touchAction).toBe('pan-y')
    await swipe(track, -0.4)
    await expectShown(canvasElement, [1])
    await new Promise((resolve) => setTimeout(resolve, 600))
    await swipe(track, 0.1)
    await expectShown(canvasElement, [1])
    await new Promise((resolve) => setTimeout(resolve, 600))
    await swipe(track, 0.4)
    await expectShown(canvasElement, [0])
  }),
}

/** Three slides at a time moving by one; the last position shows the last three, no gap. */
export const MultipleVisible: Story = {
  args: { label: 'Three at a time', count: 7, slidesVisible: 3, dots: false },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvasElement, [0, 1, 2])
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectShown(canvasElement, [1, 2, 3])
    for (let i = 0; i < 5; i++)
      await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectShown(canvasElement, [4, 5, 6])
  }),
}

/** `infinite`: previous on the first slide goes to the last, next on the last to the first. */
export const Infinite: Story = {
  args: { label: 'Wrapping colours', infinite: true },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const prev = canvas.getByRole('button', { name: 'Previous slide' })
    await expect(prev).toHaveAttribute('aria-disabled', 'false')
    await userEvent.click(prev)
    await expectShown(canvasElement, [4])
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectShown(canvasElement, [0])
  }),
}

/**
 * Autoplay with its rotation control, first in the carousel (the APG's order) and named for what
 * it does. Rotation pauses on hover, on focus and when off screen; the control stops it for good.
 */
export const Autoplay: Story = {
  args: { label: 'Rotating colours', autoplay: true, autoplayDelay: 1500, playPause: true },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Rotating colours' })
    const track = getSlides(canvasElement)[0]!.parentElement!
    await expect(track).toHaveAttribute('aria-live', 'off')
    await expectShown(canvasElement, [1], 4000)
    // The first stop after the region itself is the rotation control, before the slides' arrows.
    region.focus()
    await userEvent.tab()
    const stop = canvas.getByRole('button', { name: 'Stop slide rotation' })
    await expect(stop).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('button', { name: 'Start slide rotation' })).toHaveFocus()
    await expect(track).toHaveAttribute('aria-live', 'polite')
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus()
  }),
}

/**
 * With reduced motion requested (emulated here, whatever your system says), autoplay starts off
 * and slides move without a transition; the rotation control still starts it.
 */
export const ReducedMotion: Story = {
  args: { label: 'Rotating colours', autoplay: true, autoplayDelay: 1000, playPause: true },
  beforeEach() {
    const matchMedia = window.matchMedia
    const reduce = (media: string) =>
      ({
        matches: true,
        media,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList
    window.matchMedia = (query: string) =>
      /prefers-reduced-motion:\s*reduce/.test(query)
        ? reduce(query)
        : matchMedia.call(window, query)
    return () => {
      window.matchMedia = matchMedia
    }
  },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const track = getSlides(canvasElement)[0]!.parentElement!
    const start = await canvas.findByRole('button', { name: 'Start slide rotation' })
    await expect(track).toHaveAttribute('aria-live', 'polite')
    await new Promise((resolve) => setTimeout(resolve, 1300))
    await expectShown(canvasElement, [0])
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectShown(canvasElement, [1])
    await expect(getComputedStyle(track).transitionDuration).toBe('0s')
    await userEvent.click(start)
    await expect(canvas.getByRole('button', { name: 'Stop slide rotation' })).toBeVisible()
  }),
}

/** One slide: both arrows are marked unavailable and the keys go nowhere. */
export const SingleSlide: Story = {
  args: { label: 'One colour', count: 1 },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'One colour' })
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    region.focus()
    await userEvent.keyboard('{ArrowRight}{End}')
    await expectShown(canvasElement, [0])
    await expect(getSlides(canvasElement)[0]).toHaveAttribute('aria-label', '1 of 1')
  }),
}

/** No slides yet (say the list is still empty): nothing to show, both arrows unavailable. */
export const Empty: Story = {
  args: { label: 'No colours', count: 0 },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'No colours' })).toBeVisible()
    await expect(canvas.queryAllByRole('group', { hidden: true })).toHaveLength(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  }),
}

/** Twenty-four slides: the dots wrap onto a second row on a phone instead of running off. */
export const ManySlides: Story = {
  args: { label: 'Many colours', count: 24 },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Many colours' })
    const last = canvas.getByRole('button', { name: 'Go to slide 24' })
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    )
    await userEvent.click(last)
    await expectShown(canvasElement, [23])
    await expect(getSlides(canvasElement)[23]).toHaveAttribute('aria-label', '24 of 24')
  }),
}

/** `lazy`: only the shown slide and its neighbours are rendered; the others stay light. */
export const Lazy: Story = {
  args: { label: 'Lazy colours', lazy: true, count: 6 },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const light = () => canvasElement.querySelectorAll('[data-light-slide]').length
    await expect(light()).toBeGreaterThan(0)
    await expect(getSlides(canvasElement)[0]).toHaveTextContent(/\S/)
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 4' }))
    await expectShown(canvasElement, [3])
    await expect(getSlides(canvasElement)[3]).toHaveTextContent(/\S/)
  }),
}
