import type { ReactNode } from 'react'
import styles from './filters.module.css'

/** A group of filter controls with a visible legend (one per facet). */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  )
}
