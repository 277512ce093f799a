import { formatCount } from '@/lib/format'
import { wholePercents } from '@/lib/whole-percents'
import styles from './product-reviews.module.css'

/**
 * How many reviews gave each number of stars, five stars first, as bars with their share of the
 * reviews in whole percents adding up to 100. Renders nothing without reviews.
 */
export function RatingHistogram({
  counts,
}: {
  /** Number of reviews giving one to five stars, one star first (the record's `ratingCounts`). */
  counts: readonly number[]
}) {
  const total = counts.reduce((sum, n) => sum + n, 0)
  if (total === 0) return null
  const starCounts = [5, 4, 3, 2, 1].map((stars) => counts[stars - 1] ?? 0)
  const percents = wholePercents(starCounts)
  const rows = starCounts.map((count, i) => ({ stars: 5 - i, count, percent: percents[i]! }))
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
