import { ListingSkeleton } from '@/components/search/listing-skeleton'

export default function SearchLoading() {
  return <ListingSkeleton />
}
