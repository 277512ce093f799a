import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { canonicalCategory } from '@/lib/catalog'
import { DeferredListingPage } from '@/components/search/deferred-listing-page'
import { ensureSearchAvailable } from '@/lib/search/availability'
import { listingAnalyticsTags } from '@/lib/search/listing-widgets'
import { getListingPageResultsOrRedirect } from '@/lib/search/listing-results'
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
  const requested = decodeCategoryPath((await params).path)
  const category = requested && (await canonicalCategory(requested))
  if (!requested || !category) notFound()
  const route = { ...parseRoute(SEARCH_PATH, toURLSearchParams(await searchParams)), category }
  // Another spelling of a category ("/category/home") has one address, the catalogue's.
  if (category.join('\u0000') !== requested.join('\u0000')) permanentRedirect(formatRoute(route))
  // A new route is a new listing, rendered from its own results.
  return (
    <DeferredListingPage
      key={formatRoute(route)}
      results={await getListingPageResultsOrRedirect(route)}
      analyticsTags={listingAnalyticsTags(route)}
    />
  )
}
