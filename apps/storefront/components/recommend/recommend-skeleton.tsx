import skeleton from '../feedback/skeleton.module.css'
import styles from './recommend.module.css'

/**
 * The `loading` state of a recommendation section: its heading and placeholder cards. `still`
 * drops the shimmer, for a skeleton off screen: its animation repainted the page every frame
 * for as long as it stayed there (a product page's rails until the shopper scrolls near them).
 */
export function RecommendSkeleton({
  title,
  model,
  still = false,
}: {
  title: string
  model: string
  still?: boolean
}) {
  return (
    <section className={styles.section} aria-busy="true" data-model={model} data-state="loading">
      <div className={styles.header}>
        <p className={styles.title} aria-hidden="true">
          {title}
        </p>
      </div>
      <div
        className={still ? `${styles.skeletonRow} ${skeleton.still}` : styles.skeletonRow}
        role="status"
      >
        <span className="visually-hidden">Loading {title.toLowerCase()}</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.skeletonCard}>
            <div className={skeleton.image} />
            <div className={skeleton.line} />
            <div className={skeleton.lineShort} />
          </div>
        ))}
      </div>
    </section>
  )
}
