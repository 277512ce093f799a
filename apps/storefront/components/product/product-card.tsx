import Link from 'next/link'
import type { ReactNode } from 'react'
import { productHref } from '@/lib/product'
import type { ProductSummary } from '@/lib/types'
import { Price } from './price'
import { Rating } from './rating'
import styles from './product-card.module.css'

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product: name, brand, picture, price and rating. */
  product: ProductSummary
  /** Heading level of the name within the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4
  /**
   * Load the image eagerly (above the fold); `'high'` also raises its fetch priority (the
   * page's largest contentful paint). @default false
   */
  priority?: boolean | 'high'
  /** The name as shown, e.g. with the query's matches highlighted. @default product.name */
  name?: ReactNode
  /** Called when the shopper opens the product from its name (for a click event). */
  onOpen?: () => void
  /** Link the rating to the product's reviews. @default true */
  reviewsLink?: boolean
}

/**
 * A product tile: the whole card opens the product; a second link jumps to its reviews.
 * Its links are not prefetched: a product page is dynamic with no loading boundary, so a
 * viewport prefetch fetched only its route tree, two requests per card (forty on a listing)
 * competing with the page's own loading and hydration.
 * No hooks, and handlers only when given, so it renders on the server, also inside client
 * carousels. Picture, name, brand, price, stock and rating each have a row of the card's grid: in
 * a product grid those are the grid's own rows (see product-grid.module.css), so the names,
 * prices and ratings of a row of cards line up however many lines each name or price takes.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
  name = product.name,
  onOpen,
  reviewsLink = true,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const
  const rating = <Rating rating={product.rating} reviewCount={product.reviewCount} />
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={product.image}
        alt=""
        width={300}
        height={300}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
      />
      <Heading className={styles.name}>
        <Link
          href={productHref(product.objectID)}
          className={styles.link}
          onClick={onOpen}
          prefetch={false}
        >
          {name}
        </Link>
      </Heading>
      {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
      <div className={styles.price}>
        <Price product={product} />
      </div>
      {product.outOfStock ? <p className={styles.stock}>Out of stock</p> : null}
      {product.reviewCount === 0 ? null : (
        <div className={styles.rating}>
          {reviewsLink ? (
            <Link
              href={productHref(product.objectID, 'reviews')}
              className={styles.reviews}
              prefetch={false}
            >
              <span className="visually-hidden">{product.name}: </span>
              {rating}
            </Link>
          ) : (
            rating
          )}
        </div>
      )}
    </article>
  )
}
