import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { renderColourSlide } from './colour-slide'
import { DemoCarousel } from './demo-carousel'
import { colourSlides } from './fixtures'
import { expectShown } from './play-helpers'
import { testOnly } from '../storefront/support/test-only'

const meta = {
  title: 'Carousel/Controlled',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A parent that owns the index: its own thumbnail buttons and the carousel's arrows move it. */
function WithThumbnails() {
  const [index, setIndex] = useState(0)
  const slides = colourSlides.slice(0, 5)
  return (
    <div>
      <DemoCarousel
        label="Colours"
        items={slides}
        renderSlide={renderColourSlide}
        index={index}
        onIndexChange={setIndex}
      />
      <div
        role="group"
        aria-label="Thumbnails"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 }}
      >
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
            style={{
              width: 64,
              height: 40,
              background: slide.colour,
              color: '#ffffff',
              border: i === index ? '3px solid #111827' : '3px solid transparent',
              borderRadius: 6,
              cursor: 'pointer',
            }}
          >
            {i + 1}
          </button>
        ))}
      </div>
    </div>
  )
}

/**
 * Controlled, the common case: the parent keeps `index` in its state and passes `onIndexChange`,
 * so its own controls (thumbnails here) and the carousel's arrows, dots, keys and swipes move
 * the same index.
 */
export const ParentOwnsTheIndex: Story = {
  render: () => <WithThumbnails />,
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '3' }))
    await expectShown(canvasElement, [2])
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectShown(canvasElement, [3])
    await expect(canvas.getByRole('button', { name: '4' })).toHaveAttribute('aria-pressed', 'true')
  }),
}

/** A parent that owns the index and the list, and can shorten the list. */
function ShrinkingList() {
  const [index, setIndex] = useState(4)
  const [count, setCount] = useState(5)
  return (
    <div>
      <DemoCarousel
        label="Colours"
        items={colourSlides.slice(0, count)}
        renderSlide={renderColourSlide}
        index={index}
        onIndexChange={setIndex}
        transitionMs={0}
      />
      <p>
        Parent index: <output>{index}</output>
      </p>
      <button type="button" onClick={() => setCount(2)}>
        Keep two slides
      </button>
    </div>
  )
}

/**
 * The parent's `index` outlives a list that shrinks below it: the carousel clamps it to the last
 * slide (with a development warning) and reports it through `onIndexChange`; nothing throws.
 */
export const ShrinkingBelowTheIndex: Story = {
  render: () => <ShrinkingList />,
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvasElement, [4])
    await userEvent.click(canvas.getByRole('button', { name: 'Keep two slides' }))
    await expectShown(canvasElement, [1])
    await expect(canvas.getByRole('status')).toHaveTextContent('1')
  }),
}
