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
