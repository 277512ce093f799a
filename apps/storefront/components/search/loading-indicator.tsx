'use client'

import { useInstantSearch } from 'react-instantsearch'
import styles from './listing.module.css'

/** Shown only when a search is slow (InstantSearch reports `stalled` after 200 ms). */
export function LoadingIndicator() {
  const { status } = useInstantSearch()
  const stalled = status === 'stalled'
  return (
    <div className={styles.loading} role="status" data-testid="loading" data-stalled={stalled}>
      {stalled ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          Loading results…
        </>
      ) : null}
    </div>
  )
}
