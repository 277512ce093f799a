import type { RouteState } from './route-state'

/** The title of a listing: its category, else its query, else all products. */
export function listingTitle(route: Pick<RouteState, 'q' | 'category'>): string {
  const category = route.category?.at(-1)
  const query = route.q?.trim()
  if (category && query) return `“${query}” in ${category}`
  if (category) return category
  if (query) return `Results for “${query}”`
  return 'All products'
}

/**
 * The name and placeholder of a listing's own search field. In a category it searches inside
 * that category, and says so: the header's field beside it searches the whole shop.
 */
export function listingSearchLabel(route: Pick<RouteState, 'category'>): string {
  const category = route.category?.at(-1)
  return category ? `Search in ${category}` : 'Search products'
}
