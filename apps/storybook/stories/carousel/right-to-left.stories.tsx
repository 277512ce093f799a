import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { renderColourSlide } from './colour-slide'
import { DemoCarousel } from './demo-carousel'
import { colourSlides } from './fixtures'
import { expectShown, getSlides, swipe } from './play-helpers'
import { testOnly } from '../storefront/support/test-only'

const meta = {
  title: 'Carousel/Right to left',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Whether slide `index` really is on screen inside the clipping viewport. */
async function expectOnScreen(canvasElement: HTMLElement, index: number) {
  const slide = getSlides(canvasElement)[index]!
  const viewport = slide.parentElement!.parentElement!.getBoundingClientRect()
  await waitFor(() => {
    const box = slide.getBoundingClientRect()
    expect(Math.abs(box.left - viewport.left)).toBeLessThan(1)
    expect(Math.abs(box.right - viewport.right)).toBeLessThan(1)
  })
}

/**
 * `dir="rtl"` on the page (here a wrapper): the direction is read from the DOM. Slides run right
 * to left, "next" brings the slide from the left, ArrowLeft goes forward and a swipe to the
 * right goes forward.
 */
export const FromThePage: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <DemoCarousel
        label="Colours"
        items={colourSlides.slice(0, 5)}
        renderSlide={renderColourSlide}
        dots
        transitionMs={0}
      />
    </div>
  ),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Colours' })
    await expectShown(canvasElement, [0])
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectShown(canvasElement, [1])
    await expectOnScreen(canvasElement, 1)

    region.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expectShown(canvasElement, [2])
    await userEvent.keyboard('{ArrowRight}')
    await expectShown(canvasElement, [1])

    const track = getSlides(canvasElement)[0]!.parentElement!
    await swipe(track, 0.4)
    await expectShown(canvasElement, [2])
    await expectOnScreen(canvasElement, 2)
    await swipe(track, -0.4)
    await expectShown(canvasElement, [1])
  }),
}

/** `direction: 'rtl'` as an option, two slides to a view, on a page that is left to right. */
export const FromTheOption: Story = {
  render: () => (
    <DemoCarousel
      label="Colours"
      items={colourSlides.slice(0, 6)}
      renderSlide={renderColourSlide}
      direction="rtl"
      slidesVisible={2}
      gutter={8}
      transitionMs={0}
    />
  ),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvasElement, [0, 1])
    const [first, second] = getSlides(canvasElement)
    // Right to left: the first slide is on the right.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(
      second!.getBoundingClientRect().left,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectShown(canvasElement, [1, 2])
  }),
}
