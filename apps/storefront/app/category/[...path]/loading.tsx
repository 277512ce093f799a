import { ListingSkeleton } from '@/components/search/listing-skeleton'

export default function CategoryLoading() {
  return <ListingSkeleton />
}
