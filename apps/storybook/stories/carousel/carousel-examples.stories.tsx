import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DemoCarousel } from './demo-carousel'
import { photos } from './fixtures'
import { testOnly } from '../storefront/support/test-only'

const meta = {
  title: 'Carousel/Examples',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/**
 * `lazy`: only the visible photo and its neighbours get an `<img>`, so the others are not
 * fetched until the carousel gets near them.
 */
export const LazyImages: Story = {
  render: () => (
    <DemoCarousel
      label="Showroom photos"
      items={photos}
      lazy
      renderSlide={(photo, _, rendered) =>
        rendered ? (
          <img
            src={photo.src}
            alt={photo.alt}
            width={800}
            height={450}
            draggable={false}
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
        ) : (
          <div style={{ aspectRatio: '16 / 9', background: '#e5e7eb' }} />
        )
      }
    />
  ),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const loaded = () =>
      canvas.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt'))
    await expect(loaded()).toEqual([
      'Photo 1 of the showroom',
      'Photo 2 of the showroom',
      'Photo 12 of the showroom',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await waitFor(() =>
      expect(loaded()).toEqual([
        'Photo 2 of the showroom',
        'Photo 3 of the showroom',
        'Photo 4 of the showroom',
      ]),
    )
  }),
}
