'use client'

import { usePagination } from 'react-instantsearch'
import styles from './listing.module.css'

/** A page number past the last page (an old link): says so and offers the first page. */
export function PastLastPage() {
  const { refine } = usePagination()
  return (
    <div className={styles.noResults}>
      <p>There are fewer results now: this page is past the last one.</p>
      <button type="button" className="button" onClick={() => refine(0)}>
        Back to the first page
      </button>
    </div>
  )
}
