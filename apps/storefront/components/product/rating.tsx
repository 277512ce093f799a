import { formatCount, formatQuantity } from '@/lib/format'
import styles from './rating.module.css'

/**
 * Five stars filled to `rating`, with the value and review count as text; `compact` shows the
 * stars alone (one review's own rating).
 */
export function Rating({
  rating,
  reviewCount,
  compact = false,
}: {
  /** Average stars, 0 to 5 (fractions fill part of a star). */
  rating: number
  /** How many reviews the average is of, shown in brackets. */
  reviewCount: number
  /** Stars alone, for one review's own rating. @default false */
  compact?: boolean
}) {
  const percent = `${Math.round((Math.min(5, Math.max(0, rating)) / 5) * 100)}%`
  return (
    <span className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.filled} style={{ width: percent }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      {compact ? (
        <span className="visually-hidden">Rated {rating} out of 5</span>
      ) : (
        <>
          <span className={styles.text} aria-hidden="true">
            {rating.toFixed(1)} ({formatCount(reviewCount)})
          </span>
          <span className="visually-hidden">
            Rated {rating.toFixed(1)} out of 5, {formatQuantity(reviewCount, 'review')}
          </span>
        </>
      )}
    </span>
  )
}
