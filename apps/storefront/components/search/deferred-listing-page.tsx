'use client'

import { use } from 'react'
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
const loadListingPage = deferredImport(() => import('./listing-page'))

function LoadedListingPage(props: ListingPageProps) {
  const { ListingPage } = use(loadListingPage())
  return <ListingPage {...props} />
}

/**
 * The search and category listing (ListingPage) as pages render it: its complete server HTML
 * is shown at once, and its code is neither loaded nor run with the page's. The code is fetched
 * at the shopper's first interaction (a pointer over the page, a touch, a key, a scroll by wheel
 * or finger) and the listing hydrated once it has arrived; HydrateOnInteraction holds what the
 * shopper does in the listing meanwhile. Not fetched when the browser is idle after loading:
 * evaluating it there was a long task of its own (Lighthouse, category page: TBT +85 ms).
 */
export function DeferredListingPage(props: ListingPageProps) {
  return (
    // Without results the listing is small, and its trending items are loaded in the browser.
    <HydrateOnInteraction now={!listingHasHits(props.results)}>
      <LoadedListingPage {...props} />
    </HydrateOnInteraction>
  )
}
