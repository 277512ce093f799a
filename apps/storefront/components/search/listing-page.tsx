'use client'

import { useLayoutEffect, useState } from 'react'
import { Configure } from 'react-instantsearch'
import { InstantSearchNext } from 'react-instantsearch-nextjs'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { CARD_ATTRIBUTES } from '@/lib/product'
import { createListingRouting } from '@/lib/search/routing'
import { useClientConfig } from '../providers/client-config-provider'
import { ListingLayout } from './listing-layout'

/**
 * The search and category listing: server-rendered by InstantSearchNext, then live. The whole
 * state (query, refinements, sort, page) lives in the URL, so links share it and back/forward
 * restore it. Every search carries the shopper's token for personalization and asks for a
 * queryID for click analytics.
 */
export function ListingPage() {
  const config = useClientConfig()
  const [routing] = useState(() => createListingRouting(config.indexName))
  // A layout effect's cleanup runs in the commit that replaces the listing, before the URL of
  // the next page is written and long before InstantSearch disposes of its router.
  useLayoutEffect(() => routing.enter(), [routing])
  return (
    <InstantSearchNext
      searchClient={getBrowserSearchClient(config)}
      indexName={config.indexName}
      routing={routing}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        attributesToRetrieve={CARD_ATTRIBUTES}
        attributesToSnippet={[]}
        clickAnalytics
        enablePersonalization
        userToken={config.userToken}
      />
      <ListingLayout />
    </InstantSearchNext>
  )
}
