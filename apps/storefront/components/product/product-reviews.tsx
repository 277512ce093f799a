import { formatQuantity } from '@/lib/format'
import type { Product } from '@/lib/types'
import { Rating } from './rating'
import { RatingHistogram } from './rating-histogram'
import styles from './product-reviews.module.css'

const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

function formatDate(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : dates.format(time)
}

/** The reviews section (`#reviews`): average, how the stars split, and a few reviews. */
export function ProductReviews({ product }: { product: Product }) {
  const { reviewCount, ratingCounts, reviews } = product
  return (
    <section id="reviews" className={styles.reviews} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        Reviews
      </h2>
      {reviewCount > 0 ? (
        <div className={styles.layout}>
          <div>
            <p className={styles.score}>
              <span className={styles.big}>{product.rating.toFixed(1)}</span> out of 5
            </p>
            {/* Stars alone: the score above and the note below already give the numbers. */}
            <Rating rating={product.rating} reviewCount={reviewCount} compact />
            <p className={styles.note}>
              Based on {formatQuantity(reviewCount, 'review')} from verified shoppers.
            </p>
            {ratingCounts.length === 5 ? <RatingHistogram counts={ratingCounts} /> : null}
          </div>
          {reviews.length > 0 ? (
            <ul className={styles.list}>
              {reviews.map((review, index) => (
                <li key={index} className={styles.review}>
                  <Rating rating={review.rating} reviewCount={1} compact />
                  <h3 className={styles.reviewTitle}>{review.title}</h3>
                  <p className={styles.reviewText}>{review.text}</p>
                  <p className={styles.byline}>
                    {review.author}
                    {review.date ? `, ${formatDate(review.date)}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className={styles.note}>No reviews yet.</p>
      )}
    </section>
  )
}
