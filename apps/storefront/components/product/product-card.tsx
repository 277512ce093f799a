import Link from 'next/link'
import { productHref } from '@/lib/product'
import type { ProductSummary } from '@/lib/types'
import { Price } from './price'
import { Rating } from './rating'
import styles from './product-card.module.css'

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductSummary
  /** Heading level of the name within the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4
  /** Load the image eagerly (above the fold). @default false */
  priority?: boolean
}

/**
 * A product tile: the whole card opens the product; a second link jumps to its reviews.
 * No hooks or handlers, so it renders on the server, also inside client carousels.
 */
export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={product.image}
        alt=""
        width={300}
        height={300}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link href={productHref(product.objectID)} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        <Price product={product} />
        <Link href={productHref(product.objectID, 'reviews')} className={styles.reviews}>
          <span className="visually-hidden">{product.name}: </span>
          <Rating rating={product.rating} reviewCount={product.reviewCount} />
        </Link>
      </div>
    </article>
  )
}
