import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { categoryExists } from '@/lib/catalog'
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

export default async function CategoryPage({ params }: PageProps<'/category/[...path]'>) {
  await ensureSearchAvailable()
  const category = decodeCategoryPath((await params).path)
  if (!category || !(await categoryExists(category))) notFound()
  return <ListingPage />
}
