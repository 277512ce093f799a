'use client'

import { useSyncExternalStore } from 'react'
import { createRecentSearchesStore } from '@/lib/search/recent-searches'

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage blocked by the browser's privacy settings.
    return undefined
  }
}

/** This browser's recent searches, shared by the header and the listing's search field. */
export const recentSearches = createRecentSearchesStore({
  storage: browserStorage(),
  events: typeof window === 'undefined' ? undefined : window,
})

const NONE: readonly string[] = []

/** The recent searches, newest first; none during server rendering and hydration. */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(recentSearches.subscribe, recentSearches.getSnapshot, () => NONE)
}
