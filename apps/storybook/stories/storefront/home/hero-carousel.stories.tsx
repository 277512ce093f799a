import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { heroSlides } from '@/config/hero-slides'
import { HeroCarousel } from '@/components/home/hero-carousel'
import { onViewport } from '../../../.storybook/viewports'
import { testOnly } from '../support/test-only'

/**
 * The home page's hero, on the shop's dark slide themes (sunset, ocean, forest). Slides advance
 * on their own every 6 s; stories open paused on the first slide so every review sees the same.
 */
const meta = {
  title: 'Storefront/Home/HeroCarousel',
  component: HeroCarousel,
  args: { slides: heroSlides },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroCarousel>
export default meta
type Story = StoryObj<typeof meta>

/** Stops the slide show, unless reduced motion (as in the tests) already keeps it still. */
async function pause(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole('button', { name: /the slide show$/ })
  if (button.getAttribute('aria-label') === 'Pause the slide show') await userEvent.click(button)
  await expect(button).toHaveAccessibleName('Play the slide show')
}

export const Default: Story = {
  play: testOnly(async ({ canvasElement }) => {
    await pause(canvasElement)
  }),
}

export const SecondSlide: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await pause(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /next/i }))
    await expect(await canvas.findByRole('link', { name: heroSlides[1]!.cta })).toBeVisible()
  }),
}

export const ThirdSlide: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await pause(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /previous/i }))
    // Infinite: "previous" from the first slide wraps to the last.
    await expect(await canvas.findByRole('link', { name: heroSlides[2]!.cta })).toBeVisible()
  }),
}

/** One slide stands still: no slide show to pause, nothing to move to. */
export const SingleSlide: Story = {
  args: { slides: heroSlides.slice(0, 1) },
  play: testOnly(async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toEqual([])
  }),
}

export const LongText: Story = {
  args: {
    slides: [
      {
        ...heroSlides[1]!,
        title: 'Rated four stars and up by thousands of shoppers who keep coming back for more',
        text: 'The products other shoppers keep coming back to, all in one place: tents, trail shoes, espresso machines, wool socks and everything in between, reviewed and rated.',
      },
    ],
  },
}

export const Phone: Story = {
  globals: onViewport('mobile'),
  play: testOnly(({ canvasElement }) => pause(canvasElement)),
}

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: testOnly(({ canvasElement }) => pause(canvasElement)),
}
