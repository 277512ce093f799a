'use client'

import { useCallback, useRef, useState } from 'react'
import { CurrentRefinements } from './current-refinements'
import { FiltersPanel } from './filters-panel'
import { HitGrid } from './hit-grid'
import { ListingHeading } from './listing-heading'
import { ListingToolbar } from './listing-toolbar'
import { LoadingIndicator } from './loading-indicator'
import { NoResults } from './no-results'
import { PaginationNav } from './pagination-nav'
import { RuleBanners } from './rule-banners'
import { RuleRedirect } from './rule-redirect'
import { SearchBox } from './search-box'
import styles from './listing.module.css'

/**
 * The listing's regions: heading and search field, filters (a drawer on small screens), results.
 * With the filters hidden (nothing to filter, see FiltersPanel), the results take the whole width.
 */
export function ListingLayout() {
  const [filtersOpen, setFiltersOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)

  const openFilters = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null
    setFiltersOpen(true)
  }, [])
  const closeFilters = useCallback(() => {
    setFiltersOpen(false)
    opener.current?.focus()
  }, [])

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <ListingHeading />
        <SearchBox />
      </div>
      <FiltersPanel open={filtersOpen} onClose={closeFilters} />
      <section className={styles.results} aria-labelledby="results-title">
        <h2 id="results-title" className="visually-hidden">
          Results
        </h2>
        <ListingToolbar onOpenFilters={openFilters} />
        <CurrentRefinements />
        <RuleRedirect />
        <RuleBanners />
        <LoadingIndicator />
        <NoResults />
        <HitGrid />
        <PaginationNav />
      </section>
    </div>
  )
}
