import { formatRoute, parseRoute, type RouteState } from './route-state'
import { createStateMapping } from './ui-state'

/**
 * The `routing` prop of the listing's InstantSearch: readable URLs on `/search` and
 * `/category/…` (see `formatRoute`), parsed back on load, reload and back/forward.
 *
 * InstantSearch's history router writes on a timer (400 ms after a state change), and its
 * instance is disposed only after the listing has unmounted, so a write can land on the page
 * the shopper went to next: its title ("All products", the empty state the disposal leaves)
 * and a `pushState` that supersedes a navigation in flight. So the router sets no title (the
 * listing's heading does, while it is mounted) and writes history only while the listing is
 * the current page: from `enter()` until the cleanup it returns, called when the listing mounts
 * and unmounts.
 */
export function createListingRouting(indexName: string) {
  let current = false
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
      push(url: string) {
        if (current) window.history.pushState({}, '', url)
      },
    },
    stateMapping: createStateMapping(indexName),
    /** The listing is the current page until the returned function is called. */
    enter() {
      current = true
      return () => {
        current = false
      }
    },
  }
}
