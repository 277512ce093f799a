import { encodeComponent } from './encode-component'

/** Listing page of a category path (top level first); the page itself is the search issue's. */
export function categoryHref(path: readonly string[]): string {
  return `/category/${path.map(encodeComponent).join('/')}`
}

/** The search page for a query. */
export function searchHref(query: string): string {
  return `/search?q=${encodeComponent(query)}`
}
