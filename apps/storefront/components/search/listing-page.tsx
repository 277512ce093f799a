'use client'

import { Configure, InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch'
import { getListingSearchClient } from '@/lib/browser/search-client'
import { listingConfigure } from '@/lib/search/listing-widgets'
import type { ListingResults } from '@/lib/search/listing-results'
import { useClientConfig } from '../providers/client-config-provider'
import { ListingLayout } from './listing-layout'
import { useListingRouting } from './use-listing-routing'

/** Props of {@link ListingPage}. */
export interface ListingPageProps {
  /** The route's results, searched on the server. */
  results: ListingResults
  /** Marks the searches in the analytics with the page they came from (`listingAnalyticsTags`). */
  analyticsTags: string[]
}

/**
 * The search and category listing. The page searched on the server (`results`), so the
 * listing renders its own results at once, in the server's HTML and in its first paint after a
 * client-side navigation, then is live. The whole state (query, refinements, sort, page) lives
 * in the URL, so links share it and back/forward restore it. Every search carries the
 * shopper's token for personalization, asks for a queryID for click analytics, and is tagged
 * with the page it came from. Pages render it through DeferredListingPage, which loads and
 * hydrates it at the shopper's first interaction.
 */
export function ListingPage({ results, analyticsTags }: ListingPageProps) {
  const config = useClientConfig()
  const routing = useListingRouting(config.indexName)
  return (
    <InstantSearchSSRProvider initialResults={results}>
      <InstantSearch
        searchClient={getListingSearchClient(config)}
        indexName={config.indexName}
        routing={routing}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure {...listingConfigure(config.userToken, analyticsTags)} />
        <ListingLayout />
      </InstantSearch>
    </InstantSearchSSRProvider>
  )
}
