import styles from './skeleton.module.css'

/** Placeholder tiles while a product list loads; announced once as busy. */
export function GridSkeleton({
  count = 8,
  label = 'Loading products',
}: {
  /** Placeholder tiles to show. @default 8 */
  count?: number
  /** What is loading, for screen readers. @default 'Loading products' */
  label?: string
}) {
  return (
    <div className={styles.grid} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.tile}>
          <div className={styles.image} />
          <div className={styles.line} />
          <div className={styles.lineShort} />
        </div>
      ))}
    </div>
  )
}
