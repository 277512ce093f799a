import { formatCount } from '@/lib/format'
import styles from './product-reviews.module.css'

/**
 * How many reviews gave each number of stars, five stars first, as bars with their share of the
 * reviews. Renders nothing without reviews.
 */
export function RatingHistogram({
  counts,
}: {
  /** Number of reviews giving one to five stars, one star first (the record's `ratingCounts`). */
  counts: readonly number[]
}) {
  const total = counts.reduce((sum, n) => sum + n, 0)
  if (total === 0) return null
  const rows = [5, 4, 3, 2, 1].map((stars) => {
    const count = counts[stars - 1] ?? 0
    return { stars, count, percent: Math.round((count / total) * 100) }
  })
  return (
    <ul className={styles.histogram} aria-label="Rating breakdown">
      {rows.map(({ stars, count, percent }) => (
        <li key={stars} className={styles.bar}>
          <span className={styles.barLabel}>
            {stars} {stars === 1 ? 'star' : 'stars'}
          </span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.fill} style={{ width: `${percent}%` }} />
          </span>
          <span className={styles.barValue}>
            {percent}%<span className="visually-hidden"> ({formatCount(count)})</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
