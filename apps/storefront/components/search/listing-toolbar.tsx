'use client'

import { useId } from 'react'
import { useHitsPerPage, useSortBy, useStats } from 'react-instantsearch'
import { formatQuantity } from '@/lib/format'
import { HITS_PER_PAGE_ITEMS, sortByItems } from '@/lib/search/listing-widgets'
import { useClientConfig } from '../providers/client-config-provider'
import { useClearFilters } from './use-clear-filters'
import { useNoResults, useNothingToFilter } from './use-no-results'
import styles from './listing.module.css'

function ResultStats() {
  const { nbHits } = useStats()
  // With nothing found the heading says so: "0 results" stays for screen readers only.
  const empty = useNoResults()
  return (
    <p className={empty ? 'visually-hidden' : styles.stats} role="status" data-testid="stats">
      {formatQuantity(nbHits, 'result')}
    </p>
  )
}

function FiltersButton({ onOpen }: { onOpen: () => void }) {
  const { count } = useClearFilters()
  return (
    <button
      type="button"
      className={`button ${styles.filtersButton}`}
      data-variant="secondary"
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      Filters{count > 0 ? ` (${count})` : ''}
    </button>
  )
}

function SortSelect() {
  const { indexName } = useClientConfig()
  const id = useId()
  const { currentRefinement, options, refine } = useSortBy({ items: sortByItems(indexName) })
  return (
    <div className={`${styles.control} ${styles.sort}`}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className={styles.select}
        value={currentRefinement}
        onChange={(event) => refine(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function HitsPerPageSelect() {
  const id = useId()
  const { items, refine } = useHitsPerPage({ items: HITS_PER_PAGE_ITEMS })
  return (
    <div className={styles.control}>
      <label htmlFor={id} className="visually-hidden">
        Results per page
      </label>
      <select
        id={id}
        className={styles.select}
        value={items.find((item) => item.isRefined)?.value}
        onChange={(event) => refine(Number(event.target.value))}
      >
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * Result count, sort order, page size and, on small screens, the filters button. With no
 * results there is nothing to sort or page: the two selects are hidden (still mounted, so the
 * chosen order survives the next search); with no filter chosen either, there is nothing to
 * filter, and the filters button goes as the filters do (see ListingLayout).
 */
export function ListingToolbar({ onOpenFilters }: { onOpenFilters: () => void }) {
  const empty = useNoResults()
  const nothingToFilter = useNothingToFilter()
  return (
    <div className={styles.toolbar}>
      <ResultStats />
      {nothingToFilter ? null : <FiltersButton onOpen={onOpenFilters} />}
      <div className={styles.ordering} hidden={empty}>
        <SortSelect />
        <HitsPerPageSelect />
      </div>
    </div>
  )
}
