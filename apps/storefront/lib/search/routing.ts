import { listingTitle } from './listing-title'
import { formatRoute, parseRoute, type RouteState } from './route-state'
import { createStateMapping } from './ui-state'

/** Suffix of every page title (the root layout's template). */
const SITE_NAME = 'Vitrine'

/**
 * The `routing` prop of the listing's InstantSearch: readable URLs on `/search` and
 * `/category/…` (see `formatRoute`), parsed back on load, reload and back/forward.
 */
export function createListingRouting(indexName: string) {
  return {
    router: {
      // Leaving the page (a link to a product) must not rewrite its history entry.
      cleanUrlOnDispose: false,
      // Absolute, like InstantSearch's default: its router compares this with location.href to
      // skip writing an unchanged URL (a needless pushState would cancel a pending navigation).
      createURL: ({ routeState, location }: { routeState: RouteState; location: Location }) =>
        new URL(formatRoute(routeState), location.href).href,
      parseURL: ({ location }: { location: Pick<Location, 'pathname' | 'search'> }) =>
        parseRoute(location.pathname, location.search),
      windowTitle: (route: RouteState) => `${listingTitle(route)} · ${SITE_NAME}`,
    },
    stateMapping: createStateMapping(indexName),
  }
}
