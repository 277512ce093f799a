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
