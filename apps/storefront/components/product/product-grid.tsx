import type { ProductSummary } from '@/lib/types'
import { ProductCard } from './product-card'
import styles from './product-grid.module.css'

/** A responsive grid of product cards. */
export function ProductGrid({
  products,
  priorityCount = 0,
}: {
  products: readonly ProductSummary[]
  /** How many leading images load eagerly. */
  priorityCount?: number
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.objectID}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
