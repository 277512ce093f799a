'use client'

import { useCurrentRefinements } from 'react-instantsearch'
import { attributeLabel, refinementLabel } from '@/lib/search/refinement-labels'
import { useClearFilters, useKeptAttributes } from './use-clear-filters'
import styles from './listing.module.css'

function RefinementChips() {
  const { items } = useCurrentRefinements({ excludedAttributes: useKeptAttributes() })
  if (items.length === 0) return null
  return (
    <ul className="chip-list" data-testid="current-refinements" aria-label="Active filters">
      {items.flatMap((item) =>
        item.refinements.map((refinement) => (
          <li key={`${item.attribute}:${refinement.operator ?? ''}:${refinement.value}`}>
            <button type="button" className={styles.chip} onClick={() => item.refine(refinement)}>
              {attributeLabel(item.attribute)}: {refinementLabel(refinement)}
              <span aria-hidden="true"> ×</span>
              <span className="visually-hidden"> (remove)</span>
            </button>
          </li>
        )),
      )}
    </ul>
  )
}

/** "Clear all filters": every refinement except the query (and a category page's category). */
export function ClearAllFilters({ className }: { className?: string }) {
  const { count, clear } = useClearFilters()
  if (count === 0) return null
  return (
    <button type="button" className={className ?? styles.clearAll} onClick={clear}>
      Clear all filters
    </button>
  )
}

/** The active filters as removable chips, and "Clear all filters". */
export function CurrentRefinements() {
  return (
    <div className={styles.refinements}>
      <RefinementChips />
      <ClearAllFilters />
    </div>
  )
}
