import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { categoryExists } from '@/lib/catalog'
import { ListingPage } from '@/components/search/listing-page'
import { ensureSearchAvailable } from '@/lib/search/availability'
import { listingAnalyticsTags } from '@/lib/search/listing-widgets'
import { listingRedirectTarget } from '@/lib/search/initial-results'
import { getListingPageResults } from '@/lib/search/listing-results'
import { listingTitle } from '@/lib/search/listing-title'
import {
  SEARCH_PATH,
  decodeCategoryPath,
  formatRoute,
  parseRoute,
  toURLSearchParams,
} from '@/lib/search/route-state'

export async function generateMetadata({
  params,
}: PageProps<'/category/[...path]'>): Promise<Metadata> {
  const { path } = await params
  return { title: listingTitle({ category: decodeCategoryPath(path) }) }
}

export default async function CategoryPage({
  params,
  searchParams,
}: PageProps<'/category/[...path]'>) {
  await ensureSearchAvailable()
  const category = decodeCategoryPath((await params).path)
  if (!category || !(await categoryExists(category))) notFound()
  const route = { ...parseRoute(SEARCH_PATH, toURLSearchParams(await searchParams)), category }
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
