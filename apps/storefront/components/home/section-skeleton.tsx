import skeleton from '../feedback/skeleton.module.css'
import styles from './home-sections.module.css'

/** Placeholder of a row of chips or tiles while its section streams in. */
export function ChipsSkeleton({
  label,
}: {
  /** What is loading, for screen readers ("Loading trending brands"). */
  label: string
}) {
  return (
    <div className={styles.section} role="status" aria-busy="true">
      <span className="visually-hidden">Loading {label}</span>
      <div className={`${skeleton.line} ${styles.skeletonChips}`} />
    </div>
  )
}
