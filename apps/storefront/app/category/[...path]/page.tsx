import type { Metadata } from 'next'
import { ListingPage } from '@/components/search/listing-page'
import { ensureSearchAvailable } from '@/lib/search/availability'
import { listingTitle } from '@/lib/search/listing-title'
import { decodeCategoryPath } from '@/lib/search/route-state'

export async function generateMetadata({
  params,
}: PageProps<'/category/[...path]'>): Promise<Metadata> {
  const { path } = await params
  return { title: listingTitle({ category: decodeCategoryPath(path) }) }
}

export default async function CategoryPage() {
  await ensureSearchAvailable()
  return <ListingPage />
}
