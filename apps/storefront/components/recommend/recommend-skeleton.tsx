import skeleton from '../feedback/skeleton.module.css'
import styles from './recommend.module.css'

/** The `loading` state of a recommendation section: its heading and placeholder cards. */
export function RecommendSkeleton({ title, model }: { title: string; model: string }) {
  return (
    <section className={styles.section} aria-busy="true" data-model={model} data-state="loading">
      <div className={styles.header}>
        <p className={styles.title} aria-hidden="true">
          {title}
        </p>
      </div>
      <div className={styles.skeletonRow} role="status">
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
