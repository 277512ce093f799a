import type { RecommendedProduct } from '@/lib/types'
import { RecommendCarousel } from './recommend-carousel'
import { RecommendSkeleton } from './recommend-skeleton'

/** Props of {@link RecommendSection}. */
export interface RecommendSectionProps {
  title: string
  model: string
  /** recommend-core's list status. */
  status: 'loading' | 'idle'
  items: readonly RecommendedProduct[]
}

/** A list's states: `loading` → skeleton, `idle` → cards; an empty (or failed) list renders nothing. */
export function RecommendSection({ title, model, status, items }: RecommendSectionProps) {
  if (status === 'loading' && items.length === 0)
    return <RecommendSkeleton title={title} model={model} />
  if (items.length === 0) return null
  return <RecommendCarousel title={title} model={model} items={items} />
}
