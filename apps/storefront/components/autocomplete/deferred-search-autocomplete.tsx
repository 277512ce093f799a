'use client'

import { use, useEffect } from 'react'
import { loadSearchClientCode } from '@/lib/browser/search-client'
import { deferredImport } from '@/lib/deferred-import'
import { HydrateOnInteraction } from '../hydration/hydrate-on-interaction'
import type { SearchAutocompleteProps } from './search-autocomplete'
// The field's styles load with the page, whose server HTML uses them, not with its code.
import './autocomplete.module.css'

/** The combobox's code (suggestion hooks, the lite search client), not loaded with the page. */
const loadSearchAutocomplete = deferredImport(() => {
  // The lite client's code, which the first suggestion request would otherwise wait for.
  void loadSearchClientCode().catch(() => {})
  return import('./search-autocomplete')
})

function LoadedSearchAutocomplete(props: SearchAutocompleteProps) {
  const { SearchAutocomplete } = use(loadSearchAutocomplete())
  return <SearchAutocomplete {...props} />
}

/** Fetches the combobox's code once the page has loaded and the browser is idle. */
function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => void loadSearchAutocomplete().catch(() => {})
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(preload, { timeout: 5000 })
    return () => cancelIdleCallback(idle)
  }, [])
}

/**
 * The header's search field (SearchAutocomplete) as every page renders it: the server's plain
 * field, which submits its form to /search, until the shopper first interacts with the page
 * (a pointer over it, a touch, a key, a focus, typing); its code is fetched then, or once the
 * browser is idle if sooner. Text typed before it hydrates is kept and, once it has, opens the
 * suggestions for it (see HydrateOnInteraction).
 */
export function DeferredSearchAutocomplete(props: SearchAutocompleteProps) {
  usePreloadWhenIdle()
  return (
    <HydrateOnInteraction>
      <LoadedSearchAutocomplete {...props} />
    </HydrateOnInteraction>
  )
}
