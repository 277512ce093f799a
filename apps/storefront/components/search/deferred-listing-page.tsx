'use client'

import { use, useEffect } from 'react'
import { sendEarlyHitClicks } from '@/lib/browser/early-hit-clicks'
import { firstInteraction } from '@/lib/browser/first-interaction'
import { loadSearchClientCode } from '@/lib/browser/search-client'
import { deferredImport } from '@/lib/deferred-import'
import { listingHasHits } from '@/lib/search/initial-results'
import { HydrateOnInteraction } from '../hydration/hydrate-on-interaction'
import { useClientConfig } from '../providers/client-config-provider'
import type { ListingPageProps } from './listing-page'
// The listing's styles load with the page, whose server HTML uses them, not with its code.
import './filters.module.css'
import './hit-card.module.css'
import './listing.module.css'
import './search-box.module.css'

/** The listing's code (InstantSearch and its widgets), not among the scripts loaded with the page. */
// InstantSearch is handed the lite client itself, whose code must be there when it renders.
const loadListingPage = deferredImport(() =>
  Promise.all([import('./listing-page'), loadSearchClientCode()]).then(([module]) => {
    listingCodeLoaded = true
    return module
  }),
)
let listingCodeLoaded = false

function LoadedListingPage(props: ListingPageProps) {
  const { ListingPage } = use(loadListingPage())
  return <ListingPage {...props} />
}

/**
 * Starts fetching the listing's code at the shopper's first interaction, as soon as it happens
 * (before React renders the waiting listing again). Not when the browser is idle after
 * loading: evaluating InstantSearch and the widgets there made long tasks of their own
 * (Lighthouse counted them as blocking time), for a shopper who may never touch the listing.
 */
function useLoadAtFirstInteraction() {
  useEffect(() => {
    let active = true
    void firstInteraction().then(() => {
      if (active) loadListingPage().catch(() => {})
    })
    return () => {
      active = false
    }
  }, [])
}

/**
 * The search and category listing (ListingPage) as pages render it: its complete server HTML
 * is shown at once, and its code is neither loaded nor run with the page's. The code is fetched
 * at the shopper's first interaction (a pointer over the page, a touch, a key, a focus, a wheel
 * turn) and the listing hydrated once it has arrived (see HydrateOnInteraction, which holds what
 * the shopper does in the listing meanwhile). Every widget, the price filter included, is in
 * the server HTML, so nothing waits on that code to be shown.
 */
export function DeferredListingPage(props: ListingPageProps) {
  useLoadAtFirstInteraction()
  const config = useClientConfig()
  // Once the code is there, React hydrates the listing for the click and its handler sends it.
  useEffect(() => sendEarlyHitClicks(config, () => listingCodeLoaded), [config])
  return (
    // Without results the listing is small, and its trending items are loaded in the browser.
    <HydrateOnInteraction now={!listingHasHits(props.results)}>
      <LoadedListingPage {...props} />
    </HydrateOnInteraction>
  )
}
