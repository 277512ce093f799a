import type { Decorator } from '@storybook/nextjs-vite'
import { useState } from 'react'
import { Configure, InstantSearch } from 'react-instantsearch'
import { useClientConfig } from '@/components/providers/client-config-provider'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { CARD_ATTRIBUTES } from '@/lib/product'
import type { ListingUiState } from '@/lib/search/ui-state'

function Listing({ uiState, children }: { uiState: ListingUiState; children: React.ReactNode }) {
  const config = useClientConfig()
  const [client] = useState(() => getBrowserSearchClient(config))
  return (
    <InstantSearch
      searchClient={client}
      indexName={config.indexName}
      initialUiState={{ [config.indexName]: uiState }}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        attributesToRetrieve={CARD_ATTRIBUTES}
        attributesToSnippet={[]}
        clickAnalytics
        userToken={config.userToken}
      />
      {children}
    </InstantSearch>
  )
}

/**
 * Wraps a listing widget in the search the listing page runs (the same query parameters as
 * ListingPage), starting from `uiState` (query, refinements, page, sort).
 */
export function withListing(uiState: ListingUiState = {}): Decorator {
  return function ListingDecorator(Story) {
    return (
      <Listing uiState={uiState}>
        <Story />
      </Listing>
    )
  }
}
