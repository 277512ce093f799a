'use client'

import { use, useEffect } from 'react'
import { loadSearchClientCode } from '@/lib/browser/search-client'
import { deferredImport } from '@/lib/deferred-import'
import { listingHasHits } from '@/lib/search/initial-results'
import { HydrateOnInteraction } from '../hydration/hydrate-on-interaction'
import type { ListingPageProps } from './listing-page'
// The listing's styles load with the page, whose server HTML uses them, not with its code.
import './filters.module.css'
import './hit-card.module.css'
import './listing.module.css'
import './search-box.module.css'

/** The listing's code (InstantSearch and its widgets), not among the scripts loaded with the page. */
// InstantSearch is handed the lite client itself, whose code must be there when it renders.
const loadListingPage = deferredImport(() =>
  Promise.all([import('./listing-page'), loadSearchClientCode()]).then(([module]) => module),
)

function LoadedListingPage(props: ListingPageProps) {
  const { ListingPage } = use(loadListingPage())
  return <ListingPage {...props} />
}

/** Fetches the listing's code once the page has loaded and the browser is idle. */
function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => void loadListingPage().catch(() => {})
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000)
      return () => clearTimeout(timer)
    }
    const idle = requestIdleCallback(preload, { timeout: 5000 })
    return () => cancelIdleCallback(idle)
  }, [])
}

/**
 * The search and category listing (ListingPage) as pages render it: its complete server HTML
 * is shown at once, and its code is neither loaded nor run with the page's. The code is fetched
 * once the browser is idle, or at the shopper's first interaction if sooner, and the listing is
 * hydrated at that interaction (see HydrateOnInteraction, which holds what the shopper does
 * before the code has arrived).
 */
export function DeferredListingPage(props: ListingPageProps) {
  usePreloadWhenIdle()
  return (
    // Without results the listing is small, and its trending items are loaded in the browser.
    <HydrateOnInteraction now={!listingHasHits(props.results)}>
      <LoadedListingPage {...props} />
    </HydrateOnInteraction>
  )
}
