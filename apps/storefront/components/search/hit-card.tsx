'use client'

import Link from 'next/link'
import { Highlight } from 'react-instantsearch'
import { productHref, toProductSummary } from '@/lib/product'
import { Price } from '../product/price'
import { Rating } from '../product/rating'
import styles from './hit-card.module.css'

type HighlightHit = Parameters<typeof Highlight>[0]['hit']

/** Props of {@link HitCard}. */
export interface HitCardProps {
  hit: HighlightHit & Record<string, unknown>
  /** Called when the shopper opens the product, for the click event. */
  onOpen: () => void
  /** Load the image eagerly (first row). */
  priority: boolean
}

/** A search result: a product card whose name shows the query's matches (never raw HTML). */
export function HitCard({ hit, onOpen, priority }: HitCardProps) {
  const product = toProductSummary(hit)
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={product.image}
        alt=""
        width={300}
        height={300}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={productHref(product.objectID)} className={styles.link} onClick={onOpen}>
            <Highlight attribute="name" hit={hit} classNames={{ highlighted: styles.mark }} />
          </Link>
        </h3>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        <Price product={product} />
        <Rating rating={product.rating} reviewCount={product.reviewCount} />
      </div>
    </article>
  )
}
