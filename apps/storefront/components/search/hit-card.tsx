'use client'

import { Highlight } from 'react-instantsearch'
import { toProductSummary } from '@/lib/product'
import { ProductCard } from '../product/product-card'
import styles from './hit-card.module.css'

type HighlightHit = Parameters<typeof Highlight>[0]['hit']

/** Props of {@link HitCard}. */
export interface HitCardProps {
  hit: HighlightHit & Record<string, unknown>
  /** Called when the shopper opens the product, for the click event. */
  onOpen: () => void
  /** Load the image eagerly, at high priority (first row). */
  priority: boolean
}

/**
 * A search result: a product card whose name shows the query's matches (never raw HTML).
 * Its only link is the name's, so every way into the product sends the click event.
 */
export function HitCard({ hit, onOpen, priority }: HitCardProps) {
  return (
    <ProductCard
      product={toProductSummary(hit)}
      name={<Highlight attribute="name" hit={hit} classNames={{ highlighted: styles.mark }} />}
      onOpen={onOpen}
      reviewsLink={false}
      priority={priority ? 'high' : false}
    />
  )
}
