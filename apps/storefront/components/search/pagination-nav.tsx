'use client'

import { toRelativeHref } from '@/lib/search/route-state'
import type { MouseEvent } from 'react'
import { usePagination } from 'react-instantsearch'
import { PAGINATION } from '@/lib/search/listing-widgets'
import styles from './listing.module.css'

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** Page links (real URLs); moving to a page brings the results' top into view. */
export function PaginationNav() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } =
    usePagination(PAGINATION)
  if (nbPages <= 1) return null

  const go = (page: number) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    refine(page)
    document.getElementById('results-title')?.parentElement?.scrollIntoView({ block: 'start' })
  }
  const link = (page: number, label: string, text: string, disabled: boolean) =>
    disabled ? (
      <span className={styles.pageLink} aria-disabled="true">
        <span aria-hidden="true">{text}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    ) : (
      <a
        className={styles.pageLink}
        href={toRelativeHref(createURL(page))}
        onClick={go(page)}
        aria-label={label}
      >
        {text}
      </a>
    )

  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <ul>
        <li>{link(currentRefinement - 1, 'Previous page', '‹', isFirstPage)}</li>
        {pages.map((page) => (
          <li key={page}>
            <a
              className={styles.pageLink}
              href={toRelativeHref(createURL(page))}
              onClick={go(page)}
              aria-label={`Page ${page + 1}`}
              aria-current={page === currentRefinement ? 'page' : undefined}
            >
              {page + 1}
            </a>
          </li>
        ))}
        <li>{link(currentRefinement + 1, 'Next page', '›', isLastPage)}</li>
      </ul>
    </nav>
  )
}
