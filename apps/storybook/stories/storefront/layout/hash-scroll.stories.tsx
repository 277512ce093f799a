import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { useState } from 'react'
import { expect, waitFor } from 'storybook/test'
import { HashScroll } from '@/components/layout/hash-scroll'
import { testOnly } from '../support/test-only'

/**
 * Renders nothing: after each navigation it scrolls to the URL's `#target`, also when the
 * target streams in later. The story adds the target a moment after opening.
 */
const meta = {
  title: 'Storefront/Layout/HashScroll',
  component: HashScroll,
  render: function Render() {
    const [streamed, setStreamed] = useState(false)
    return (
      <div>
        <HashScroll />
        <p>
          The page opens with <code>#reviews</code> in its URL.
        </p>
        <div style={{ height: 1200 }} />
        <button type="button" onClick={() => setStreamed(true)}>
          Stream the reviews in
        </button>
        {streamed ? (
          <section id="reviews" aria-label="Reviews">
            <h2>Reviews</h2>
          </section>
        ) : null}
      </div>
    )
  },
} satisfies Meta<typeof HashScroll>
export default meta
type Story = StoryObj<typeof meta>

export const ScrollsToStreamedTarget: Story = {
  beforeEach() {
    const url = new URL(window.location.href)
    const before = url.hash
    url.hash = 'reviews'
    history.replaceState(history.state, '', url)
    return () => {
      url.hash = before
      history.replaceState(history.state, '', url)
      window.scrollTo(0, 0)
    }
  },
  play: testOnly(async ({ canvasElement }) => {
    canvasElement.querySelector('button')!.click()
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0))
    window.scrollTo(0, 0)
  }),
}
