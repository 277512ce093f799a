import { formatQuantity } from '@/lib/format'
import type { Product, Review } from '@/lib/types'
import { Rating } from './rating'
import { RatingHistogram } from './rating-histogram'
import styles from './product-reviews.module.css'

const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

function formatDate(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : dates.format(time)
}

/** Latest first; a review without a readable date goes last. */
function newestFirst(reviews: readonly Review[]): Review[] {
  const time = (review: Review) => Date.parse(review.date) || 0
  return [...reviews].sort((a, b) => time(b) - time(a))
}

/**
 * The reviews section (`#reviews`, where every "n reviews" link leads): average, how the stars
 * split, and the written reviews the record holds, newest first, saying how many of all they
 * are. It takes the focus when a link leads there (see HashScroll), so Tab goes on from it.
 */
export function ProductReviews({
  product,
}: {
  /** The product: its average rating, star counts and written reviews. */
  product: Product
}) {
  const { reviewCount, ratingCounts } = product
  const reviews = newestFirst(product.reviews)
  return (
    <section id="reviews" className={styles.reviews} aria-labelledby="reviews-title" tabIndex={-1}>
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
            <div>
              {reviews.length < reviewCount ? (
                <p className={styles.listNote}>
                  Showing {reviews.length} of {formatQuantity(reviewCount, 'review')}, newest first
                </p>
              ) : null}
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
            </div>
          ) : null}
        </div>
      ) : (
        <p className={styles.note}>No reviews yet.</p>
      )}
    </section>
  )
}
