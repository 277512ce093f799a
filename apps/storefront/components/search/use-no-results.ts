'use client'

import { useInstantSearch } from 'react-instantsearch'
import { useClearFilters } from './use-clear-filters'

/** Whether the listing's last search (a real one, not InstantSearch's placeholder) found nothing. */
export function useNoResults(): boolean {
  const { results } = useInstantSearch()
  return Boolean(results && !results.__isArtificial && results.nbHits === 0)
}

/**
 * Whether the filters have nothing to offer: nothing was found and no filter is chosen (a
 * chosen one is still worth loosening).
 */
export function useNothingToFilter(): boolean {
  const { count } = useClearFilters()
  return useNoResults() && count === 0
}
