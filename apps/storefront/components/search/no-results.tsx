'use client'

import dynamic from 'next/dynamic'
import { useInstantSearch, useSearchBox } from 'react-instantsearch'
import { RecommendSkeleton } from '../recommend/recommend-skeleton'
import { ClearAllFilters } from './current-refinements'
import { PopularSearches } from './popular-searches'
import styles from './listing.module.css'

// Loaded only when a search finds nothing: the carousel and recommend code stay out of the
// listing's initial JavaScript.
const TrendingFallback = dynamic(
  () => import('./trending-fallback').then((module) => module.TrendingFallback),
  { ssr: false, loading: () => <RecommendSkeleton title="Trending now" model="trending-items" /> },
)

/**
 * When nothing matches: the query, ways out (clear filters, clear search, popular searches) and
 * trending items.
 */
export function NoResults() {
  const { results } = useInstantSearch()
  const { query, clear } = useSearchBox()
  if (!results || results.__isArtificial || results.nbHits > 0) return null
  const text = query.trim()
  return (
    <div className={styles.noResults} data-testid="no-results">
      <h3 className={styles.noResultsTitle}>
        {text ? `No results for “${text}”` : 'No products match these filters'}
      </h3>
      <p>Check the spelling, use fewer words, or remove some filters.</p>
      <p className={styles.noResultsActions}>
        <ClearAllFilters className="button" />
        {query ? (
          <button type="button" className="button" data-variant="secondary" onClick={clear}>
            Clear the search
          </button>
        ) : null}
      </p>
      <PopularSearches query={query} />
      <TrendingFallback />
    </div>
  )
}
