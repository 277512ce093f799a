import type { Metadata } from 'next'
import { DeferredListingPage } from '@/components/search/deferred-listing-page'
import { ensureSearchAvailable } from '@/lib/search/availability'
import { listingAnalyticsTags } from '@/lib/search/listing-widgets'
import { getListingPageResultsOrRedirect } from '@/lib/search/listing-results'
import { listingTitle } from '@/lib/search/listing-title'
import { SEARCH_PATH, formatRoute, parseRoute, toURLSearchParams } from '@/lib/search/route-state'

export async function generateMetadata({ searchParams }: PageProps<'/search'>): Promise<Metadata> {
  const route = parseRoute(SEARCH_PATH, toURLSearchParams(await searchParams))
  return { title: listingTitle(route) }
}

export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  await ensureSearchAvailable()
  const route = parseRoute(SEARCH_PATH, toURLSearchParams(await searchParams))
  // A new route is a new listing, rendered from its own results.
  return (
    <DeferredListingPage
      key={formatRoute(route)}
      results={await getListingPageResultsOrRedirect(route)}
      analyticsTags={listingAnalyticsTags(route)}
    />
  )
}
