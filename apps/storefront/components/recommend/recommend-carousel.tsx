import type { RecommendedProduct } from '@/lib/types'
import { ProductCard } from '../product/product-card'
import { RecommendRail } from './recommend-rail'

/** Props of {@link RecommendCarousel}. */
export interface RecommendCarouselProps {
  /** Heading of the section, also the carousel's accessible name. */
  title: string
  /** `data-model` hook for tests and analytics. */
  model: string
  /** The recommended products, each with its position and queryID, as cards. */
  items: readonly RecommendedProduct[]
}

/**
 * A carousel of recommended product cards. Rendered from a server component, the cards stay
 * server-rendered (only the rail is client code); clicks report queryID and position.
 */
export function RecommendCarousel({ title, model, items }: RecommendCarouselProps) {
  const clicks = items.map(({ objectID, queryID, position }) => ({ objectID, queryID, position }))
  return (
    <RecommendRail title={title} model={model} clicks={clicks}>
      {items.map((item) => (
        <ProductCard key={item.objectID} product={item} />
      ))}
    </RecommendRail>
  )
}
