import { formatQuantity } from '@/lib/format'
import type { Product } from '@/lib/types'
import { Rating } from './rating'
import styles from './product-reviews.module.css'

/** The reviews section (`#reviews`): the average rating and how many shoppers rated. */
export function ProductReviews({ product }: { product: Product }) {
  return (
    <section id="reviews" className={styles.reviews} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        Reviews
      </h2>
      {product.reviewCount > 0 ? (
        <>
          <p className={styles.score}>
            <span className={styles.big}>{product.rating.toFixed(1)}</span> out of 5
          </p>
          <Rating rating={product.rating} reviewCount={product.reviewCount} />
          <p className={styles.note}>
            Based on {formatQuantity(product.reviewCount, 'review')} from verified shoppers.
          </p>
        </>
      ) : (
        <p className={styles.note}>No reviews yet.</p>
      )}
    </section>
  )
}
