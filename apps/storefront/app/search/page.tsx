import type { Metadata } from 'next'
import { ListingPage } from '@/components/search/listing-page'
import { ensureSearchAvailable } from '@/lib/search/availability'
import { listingTitle } from '@/lib/search/listing-title'
import { SEARCH_PATH, parseRoute, toURLSearchParams } from '@/lib/search/route-state'

export async function generateMetadata({ searchParams }: PageProps<'/search'>): Promise<Metadata> {
  const route = parseRoute(SEARCH_PATH, toURLSearchParams(await searchParams))
  return { title: listingTitle(route) }
}

export default async function SearchPage() {
  await ensureSearchAvailable()
  return <ListingPage />
}
