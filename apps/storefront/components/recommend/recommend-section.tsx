import type { RecommendedProduct } from '@/lib/types'
import { RecommendCarousel } from './recommend-carousel'
import { RecommendSkeleton } from './recommend-skeleton'

/** Props of {@link RecommendSection}. */
export interface RecommendSectionProps {
  /** Heading of the section, also the carousel's accessible name. */
  title: string
  /** The Recommend model, as the section's `data-model` (tests and analytics). */
  model: string
  /** recommend-core's list status. */
  status: 'loading' | 'idle'
  /** The recommended products, each with its position and queryID; none leaves the section out. */
  items: readonly RecommendedProduct[]
}

/** A list's states: `loading` → skeleton, `idle` → cards; an empty (or failed) list renders nothing. */
export function RecommendSection({ title, model, status, items }: RecommendSectionProps) {
  if (status === 'loading' && items.length === 0)
    return <RecommendSkeleton title={title} model={model} />
  if (items.length === 0) return null
  return <RecommendCarousel title={title} model={model} items={items} />
}
