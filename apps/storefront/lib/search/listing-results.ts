import 'server-only'
import type { InitialResults, SearchClient, UiState } from 'instantsearch.js'
import {
  connectConfigure,
  connectDynamicWidgets,
  connectHierarchicalMenu,
  connectHits,
  connectHitsPerPage,
  connectNumericMenu,
  connectPagination,
  connectRange,
  connectRefinementList,
  connectSearchBox,
  connectSortBy,
  connectToggleRefinement,
} from 'instantsearch.js/es/connectors'
import InstantSearch from 'instantsearch.js/es/lib/InstantSearch'
import { getInitialResults } from 'instantsearch.js/es/lib/server'
import { redirect } from 'next/navigation'
import { getSearchClient } from '../search-client'
import { getClientConfig } from '../session'
import {
  BRAND_LIST,
  CATEGORY_MENU,
  COLOR_LIST,
  HITS_PER_PAGE_ITEMS,
  PAGINATION,
  PRICE_RANGE,
  RATING_MENU,
  SALE_TOGGLE,
  SIZE_LIST,
  listingAnalyticsTags,
  listingConfigure,
  refinementListParams,
  sortByItems,
} from './listing-widgets'
import { listingRedirectTarget } from './initial-results'
import type { RouteState } from './route-state'
import { createStateMapping } from './ui-state'

/** What the listing's InstantSearch needs to render a route at once, without searching. */
export type ListingResults = InitialResults

const render = () => {}

/** The listing's widgets without a view: the same parameters as the React widgets. */
function listingWidgets(indexName: string, userToken: string, analyticsTags: string[]) {
  return [
    connectConfigure(render)({ searchParameters: listingConfigure(userToken, analyticsTags) }),
    connectSearchBox(render)({}),
    connectHierarchicalMenu(render)(CATEGORY_MENU),
    ...[BRAND_LIST, COLOR_LIST, SIZE_LIST].map((list) =>
      connectRefinementList(render)(refinementListParams(list)),
    ),
    connectRange(render)(PRICE_RANGE),
    connectNumericMenu(render)(RATING_MENU),
    connectToggleRefinement(render)(SALE_TOGGLE),
    connectSortBy(render)({ items: sortByItems(indexName) }),
    connectHitsPerPage(render)({ items: HITS_PER_PAGE_ITEMS }),
    connectPagination(render)(PAGINATION),
    connectHits(render)({}),
    connectDynamicWidgets(render)({ facets: [], widgets: [] }),
  ]
}

/**
 * The results of a listing route, searched on the server the way the listing's widgets search
 * in the browser, in InstantSearch's initial-results form. The page hands them to the listing,
 * which then renders its own results in its first paint, on a full load (server rendering) and
 * after a client-side navigation alike (the results travel in the page's RSC payload).
 * @throws when the search fails.
 */
export async function getListingResults(options: {
  indexName: string
  route: RouteState
  userToken: string
}): Promise<ListingResults> {
  const { indexName, route, userToken } = options
  const client = getSearchClient()
  let requestParams: unknown[] = []
  const searchClient = {
    search(requests: { params?: unknown }[]) {
      requestParams = requests.map((request) => request.params)
      return client.search(requests as Parameters<typeof client.search>[0])
    },
  } as unknown as SearchClient

  const search = new InstantSearch({
    indexName,
    searchClient,
    initialUiState: createStateMapping(indexName).routeToState(route) as UiState,
    future: { preserveSharedStateOnUnmount: true },
  })
  search.addWidgets(listingWidgets(indexName, userToken, listingAnalyticsTags(route)))
  try {
    search.start()
    await new Promise<void>((resolve, reject) => {
      search.mainHelper!.derivedHelpers[0]!.once('result', () => resolve())
      search.on('error', reject)
    })
    const results = getInitialResults(search.mainIndex, requestParams as never)
    // Plain data for the RSC payload (the state is a class instance with undefined fields).
    return JSON.parse(JSON.stringify(results)) as ListingResults
  } finally {
    search.dispose()
  }
}

/** {@link getListingResults} for this request's shopper (their token personalises the results). */
export async function getListingPageResults(route: RouteState): Promise<ListingResults> {
  const { indexName, userToken } = await getClientConfig()
  return getListingResults({ indexName, route, userToken })
}

/**
 * {@link getListingPageResults}, unless a query rule redirects the search: then the page answers
 * with that redirect at once (the listing would only leave for it after hydrating).
 */
export async function getListingPageResultsOrRedirect(route: RouteState): Promise<ListingResults> {
  const results = await getListingPageResults(route)
  const target = listingRedirectTarget(results)
  if (target) redirect(target)
  return results
}
