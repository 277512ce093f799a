'use client'

import { useInstantSearch } from 'react-instantsearch'
import styles from './listing.module.css'

/**
 * The state of the search behind the listing, when it needs saying: slow (InstantSearch reports
 * `stalled` after 200 ms), or failed, in which case the results below are the last ones found.
 */
export function LoadingIndicator() {
  // A failed search (provider down, an answer it cannot read) is shown here, not thrown at the page.
  const { status } = useInstantSearch({ catchError: true })
  const stalled = status === 'stalled'
  const failed = status === 'error'
  return (
    <div
      className={styles.loading}
      role="status"
      data-testid="loading"
      data-stalled={stalled || failed}
      data-failed={failed || undefined}
    >
      {stalled ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          Loading results…
        </>
      ) : failed ? (
        <p className={styles.failedNotice}>
          <strong>Search is unavailable.</strong> These results may be out of date. Try again in a
          moment.
        </p>
      ) : null}
    </div>
  )
}
