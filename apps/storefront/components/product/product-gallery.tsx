'use client'

import { useCarousel } from '@vitrine/carousel/react'
import type { GalleryImage } from '@/lib/types'
import styles from './product-gallery.module.css'

export type { GalleryImage }

/**
 * The product's pictures on `@vitrine/carousel`: swipe, arrow keys when focused, previous /
 * next buttons and thumbnails. The first picture is in the server HTML and loads first.
 */
export function ProductGallery({
  images,
  name,
}: {
  images: readonly GalleryImage[]
  name: string
}) {
  const carousel = useCarousel({
    total: images.length,
    labels: {
      prev: 'Previous picture',
      next: 'Next picture',
      slide: (n, total) => `Picture ${n} of ${total}`,
      dot: (n) => `Show ${images[n - 1]?.label ?? `picture ${n}`}`,
    },
  })
  const several = images.length > 1
  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        <div
          {...carousel.getRootProps({
            'aria-label': `${name} pictures`,
            className: styles.viewport,
          })}
        >
          <div {...carousel.getTrackProps({ className: styles.track })}>
            {images.map((image, index) => (
              <div key={image.src} {...carousel.getSlideProps(index, { className: styles.slide })}>
                <img
                  src={image.inlineSrc ?? image.src}
                  alt={image.alt}
                  width={600}
                  height={600}
                  className={styles.image}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  draggable={false}
                />
              </div>
            ))}
          </div>
        </div>
        {several ? (
          <>
            <button
              {...carousel.getPrevButtonProps({ className: `${styles.arrow} ${styles.prev}` })}
            >
              ‹
            </button>
            <button
              {...carousel.getNextButtonProps({ className: `${styles.arrow} ${styles.next}` })}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {several ? (
        <div className={styles.thumbs}>
          {images.map((image, index) => (
            <button key={image.src} {...carousel.getDotProps(index, { className: styles.thumb })}>
              <img
                src={image.inlineSrc ?? image.src}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
