import type { ReactNode } from 'react'
import styles from './filters.module.css'

/** A group of filter controls with a visible legend (one per facet). */
export function FilterGroup({
  legend,
  children,
}: {
  /** The group's visible name ("Offers", "Price"). */
  legend: string
  /** The group's controls. */
  children: ReactNode
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  )
}
