import { formatPrice } from '@/lib/format'
import type { ProductSummary } from '@/lib/types'
import styles from './price.module.css'

/** The price; a sale shows the sale price, the struck regular price and a "Sale" tag. */
export function Price({
  product,
  size = 'md',
}: {
  /** The regular price and, when on sale, the sale price. */
  product: Pick<ProductSummary, 'price' | 'salePrice'>
  /** `'lg'` on a product page, `'md'` on cards and in lists. @default 'md' */
  size?: 'md' | 'lg'
}) {
  const { price, salePrice } = product
  if (salePrice === undefined) {
    return (
      <p className={styles.price} data-size={size}>
        {formatPrice(price)}
      </p>
    )
  }
  return (
    <p className={styles.price} data-size={size}>
      <span className={styles.sale}>
        <span className="visually-hidden">Sale price </span>
        {formatPrice(salePrice)}
      </span>{' '}
      <s className={styles.regular}>
        <span className="visually-hidden">Regular price </span>
        {formatPrice(price)}
      </s>{' '}
      <span className={styles.tag} aria-hidden="true">
        Sale
      </span>
    </p>
  )
}
