import historyRouter from 'instantsearch.js/es/lib/routers/history'
import { formatRoute, parseRoute, type RouteState } from './route-state'
import { createStateMapping } from './ui-state'

/** A path and query string of this site: `/category/Women?brand=Acme`. */
type Href = string

/** `href` (absolute or not) as one string per URL, whatever its query's encoding (`10:50`, `10%3A50`). */
function sameURLKey(href: string): string {
  const url = new URL(href, 'http://localhost')
  const query = url.searchParams.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

/**
 * The `routing` prop of the listing's InstantSearch: readable URLs on `/search` and
 * `/category/…` (see `formatRoute`), parsed back on load, reload and back/forward.
 *
 * InstantSearch's history router writes on a timer (400 ms after a state change), and its
 * instance is disposed only after the listing has unmounted, so a write could land on the page
 * the shopper went to next: its title ("All products", the empty state the disposal leaves) and
 * a `pushState` that superseded a navigation in flight. So the router sets no title (the
 * listing's heading does, while it is mounted) and writes history only while the listing is the
 * current page: from `enter()` until the cleanup it returns (the listing's mount and unmount).
 *
 * `initialHref` is the URL the listing renders: after a client-side navigation the browser's
 * location still shows the previous page while the listing first renders, so the router reads
 * `initialHref` until the listing is mounted. `follow(href)` reads a URL that changed without
 * the listing writing it (a link to another state of the same page) back into the search. Next.js
 * reports the listing's own writes too, late (in a transition, after the shopper may have
 * refined again): those must not be read back, or the URL written before a refinement would undo
 * it (a brand ticked right after choosing a subcategory was unticked by the subcategory's URL).
 */
export function createListingRouting(indexName: string, initialHref: Href) {
  let current = false
  let seen = sameURLKey(initialHref)
  let onUpdate: (() => void) | undefined
  const initialLocation = () =>
    new URL(
      initialHref,
      typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    ) as unknown as Location

  const router = historyRouter<RouteState>({
    // Leaving the page (a link to a product) must not rewrite its history entry.
    cleanUrlOnDispose: false,
    // Absolute, like InstantSearch's default: its router compares this with location.href to
    // skip writing an unchanged URL (a needless pushState would cancel a pending navigation).
    createURL: ({ routeState, location }) => new URL(formatRoute(routeState), location.href).href,
    parseURL: ({ location }) => parseRoute(location.pathname, location.search),
    getLocation: () => (current ? window.location : initialLocation()),
    start: (callback) => {
      onUpdate = callback
    },
    push(url) {
      if (!current) return
      seen = sameURLKey(url)
      window.history.pushState({}, '', url)
    },
  })

  return {
    routing: { router, stateMapping: createStateMapping(indexName) },
    /** The listing is the current page until the returned function is called. */
    enter() {
      current = true
      seen = sameURLKey(window.location.pathname + window.location.search)
      return () => {
        current = false
      }
    },
    /** The page's URL is now `href` (as Next.js reports it). */
    follow(href: Href) {
      const key = sameURLKey(href)
      // Not the page's URL any more: a late report of a write the listing has since replaced.
      if (key === seen || key !== sameURLKey(window.location.href)) return
      seen = key
      onUpdate?.()
    },
  }
}
