'use client'

import { usePathname } from 'next/navigation'
import { useInstantSearch } from 'react-instantsearch'
import { CATEGORY_ATTRIBUTES } from '@/lib/search/attributes'
import { CATEGORY_PATH } from '@/lib/search/route-state'
import { clearFilters, countFilters, type ListingUiState } from '@/lib/search/ui-state'

/** On a category page, "clear" keeps the category (the page's subject). */
export function useKeepCategory(): boolean {
  return usePathname().startsWith(`${CATEGORY_PATH}/`)
}

/** The attributes the current-refinements list leaves out (the query, a page's category). */
export function useKeptAttributes(): string[] {
  return useKeepCategory() ? ['query', CATEGORY_ATTRIBUTES[0]] : ['query']
}

/**
 * The number of active filters and "clear them all", on the UI state. (InstantSearch's own
 * clear-refinements widget clears nothing after hydrating server-rendered results until a
 * later search renders it again.)
 */
export function useClearFilters(): { count: number; clear: () => void } {
  const keepCategory = useKeepCategory()
  const { indexUiState, setIndexUiState } = useInstantSearch()
  return {
    count: countFilters(indexUiState as ListingUiState, { keepCategory }),
    clear: () =>
      setIndexUiState((previous) => clearFilters(previous as ListingUiState, { keepCategory })),
  }
}
