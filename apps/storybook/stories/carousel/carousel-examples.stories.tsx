import type { Meta, StoryObj } from '@storybook/react-vite'
import { useCarousel } from '@vitrine/carousel/react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DemoCarousel } from './demo-carousel'
import { banners, photos, products } from './fixtures'
import { expectShown } from './play-helpers'

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
  play: async ({ canvasElement }) => {
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
  },
}

const price = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' })

/** Product cards, three to a view, 16 px apart (padding inside each slide). */
export const ProductCards: Story = {
  render: () => (
    <DemoCarousel
      label="Related products"
      items={products}
      slidesVisible={3}
      gutter={16}
      renderSlide={(product) => (
        <article
          style={{
            fontFamily: 'sans-serif',
            border: '1px solid #d1d5db',
            borderRadius: 8,
            overflow: 'hidden',
            background: '#ffffff',
          }}
        >
          <img
            src={product.image}
            alt=""
            width={320}
            height={240}
            draggable={false}
            style={{ width: '100%', height: 'auto', display: 'block' }}
          />
          <div style={{ padding: 12 }}>
            <h3 style={{ margin: '0 0 4px', fontSize: 16, color: '#111827' }}>{product.name}</h3>
            <p style={{ margin: '0 0 8px', color: '#374151' }}>{price.format(product.price)}</p>
            <a href={`#${product.id}`} style={{ color: '#1d4ed8' }}>
              View {product.name}
            </a>
          </div>
        </article>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvasElement, [0, 1, 2])
    // Links in hidden cards are inert: Tab never lands on a card that is not shown.
    await expect(canvas.queryAllByRole('link').map((link) => link.textContent)).toEqual([
      'View Espresso machine',
      'View Burr grinder',
      'View Milk frother',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expectShown(canvasElement, [1, 2, 3])
  },
}

/** A full-width campaign banner: autoplay, infinite, dots and a pause control. */
function HeroBanner() {
  const carousel = useCarousel({
    total: banners.length,
    autoplay: true,
    autoplayDelay: 4000,
    infinite: true,
  })
  return (
    <section
      {...carousel.getRootProps({
        'aria-label': 'Campaigns',
        style: { position: 'relative', fontFamily: 'sans-serif' },
      })}
    >
      <div style={{ overflow: 'hidden', borderRadius: 12 }}>
        <div {...carousel.getTrackProps({ style: { display: 'flex' } })}>
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              {...carousel.getSlideProps(index, {
                style: { flex: '0 0 100%', position: 'relative', color: '#ffffff' },
              })}
            >
              <img
                src={banner.image}
                alt=""
                width={1200}
                height={400}
                draggable={false}
                style={{ width: '100%', height: 'auto', display: 'block' }}
              />
              <div style={{ position: 'absolute', left: 32, bottom: 32 }}>
                <h2 style={{ margin: '0 0 12px', fontSize: 32 }}>{banner.headline}</h2>
                <a
                  href={`#${banner.id}`}
                  style={{
                    display: 'inline-block',
                    padding: '8px 16px',
                    background: '#ffffff',
                    color: '#111827',
                    borderRadius: 4,
                  }}
                >
                  {banner.cta}
                </a>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'center', marginTop: 12 }}>
        <button
          type="button"
          onClick={carousel.autoplay ? carousel.pause : carousel.play}
          style={{
            padding: '4px 12px',
            border: '1px solid #111827',
            borderRadius: 4,
            background: '#ffffff',
            color: '#111827',
          }}
        >
          {carousel.autoplay ? 'Pause' : 'Play'}
        </button>
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            {...carousel.getDotProps(index, {
              style: {
                width: 28,
                height: 28,
                borderRadius: 14,
                border: '2px solid #111827',
                background: index === carousel.currentIndex ? '#111827' : '#ffffff',
              },
            })}
          />
        ))}
      </div>
    </section>
  )
}

export const Hero: Story = {
  render: () => <HeroBanner />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }))
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }))
    await expectShown(canvasElement, [2])
    await expect(canvas.getByRole('link', { name: 'Browse machines' })).toBeInTheDocument()
  },
}
