import type { Decorator } from '@storybook/nextjs-vite'
import { useState, type ReactNode } from 'react'
import { Configure, InstantSearch, useSearchBox } from 'react-instantsearch'
import { useClientConfig } from '@/components/providers/client-config-provider'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import { CARD_ATTRIBUTES } from '@/lib/product'
import type { ListingUiState } from '@/lib/search/ui-state'

interface ListingProps {
  uiState: ListingUiState
  /** Results per page when no page-size widget is shown. */
  hitsPerPage: number | undefined
  children: ReactNode
}

/**
 * InstantSearch applies the query of the listing's state only while a search box is mounted
 * (the listing page always has one): one without markup stands in for it, for stories of a
 * widget shown without the search field.
 */
function VirtualSearchBox() {
  useSearchBox()
  return null
}

function Listing({ uiState, hitsPerPage, children }: ListingProps) {
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
        {...(hitsPerPage ? { hitsPerPage } : {})}
      />
      {uiState.query === undefined ? null : <VirtualSearchBox />}
      {children}
    </InstantSearch>
  )
}

/**
 * Wraps a listing widget in the search the listing page runs (the same query parameters as
 * ListingPage), starting from `uiState` (query, refinements, page, sort).
 */
export function withListing(uiState: ListingUiState = {}, hitsPerPage?: number): Decorator {
  return function ListingDecorator(Story) {
    return (
      <Listing uiState={uiState} hitsPerPage={hitsPerPage}>
        <Story />
      </Listing>
    )
  }
}
