import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { ListingPage } from '@/components/search/listing-page'
import { ensureSearchAvailable } from '@/lib/search/availability'
import { listingAnalyticsTags } from '@/lib/search/listing-widgets'
import { listingRedirectTarget } from '@/lib/search/initial-results'
import { getListingPageResults } from '@/lib/search/listing-results'
import { listingTitle } from '@/lib/search/listing-title'
import { SEARCH_PATH, formatRoute, parseRoute, toURLSearchParams } from '@/lib/search/route-state'

export async function generateMetadata({ searchParams }: PageProps<'/search'>): Promise<Metadata> {
  const route = parseRoute(SEARCH_PATH, toURLSearchParams(await searchParams))
  return { title: listingTitle(route) }
}

export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  await ensureSearchAvailable()
  const route = parseRoute(SEARCH_PATH, toURLSearchParams(await searchParams))
  const results = await getListingPageResults(route)
  // A rule's redirect answers at once (the listing would only leave for it after hydrating).
  const target = listingRedirectTarget(results)
  if (target) redirect(target)
  // A new route is a new listing, rendered from its own results.
  return (
    <ListingPage
      key={formatRoute(route)}
      results={results}
      analyticsTags={listingAnalyticsTags(route)}
    />
  )
}
