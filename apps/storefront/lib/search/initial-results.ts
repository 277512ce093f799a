import type { ListingResults } from './listing-results'
import { redirectTarget } from './rule-content'

/** The raw responses in a listing's server-searched results (InstantSearch's initial results). */
function responsesOf(results: ListingResults): { nbHits?: number; renderingContent?: unknown }[] {
  return Object.values(results).flatMap((index) => index.results ?? [])
}

/** Whether the listing's main search found anything. */
export function listingHasHits(results: ListingResults): boolean {
  return (responsesOf(results)[0]?.nbHits ?? 0) > 0
}

/**
 * Where a query rule sends the shopper from these server-searched results (its
 * `renderingContent.redirect`, see `redirectTarget`), so the page answers with a redirect
 * instead of rendering a listing that the browser would leave at once.
 */
export function listingRedirectTarget(results: ListingResults): string | undefined {
  for (const response of responsesOf(results)) {
    const target = redirectTarget(response.renderingContent)
    if (target) return target
  }
  return undefined
}
