import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { categoryExists } from '@/lib/catalog'
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
  const category = decodeCategoryPath((await params).path)
  if (!category || !(await categoryExists(category))) notFound()
  const route = { ...parseRoute(SEARCH_PATH, toURLSearchParams(await searchParams)), category }
  // A new route is a new listing, rendered from its own results.
  return (
    <DeferredListingPage
      key={formatRoute(route)}
      results={await getListingPageResultsOrRedirect(route)}
      analyticsTags={listingAnalyticsTags(route)}
    />
  )
}
