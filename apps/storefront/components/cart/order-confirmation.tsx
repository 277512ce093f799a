import Link from 'next/link'
import { formatPrice } from '@/lib/format'
import { productHref } from '@/lib/product'
import type { CartLine } from './cart-lines'
import styles from './cart-view.module.css'

/** A placed (demo) order: what was bought, as it was in the cart. */
export interface PlacedOrder {
  id: string
  total: number
  lines: readonly CartLine[]
}

function options(line: CartLine): string {
  return [line.color, line.size].filter(Boolean).join(', ')
}

/** "Thank you": the order number, each item bought with its options and price, and the total. */
export function OrderConfirmation({
  order,
}: {
  /** The order as "Place order" recorded it: its number, the cart's lines and subtotal. */
  order: PlacedOrder
}) {
  return (
    <div role="status" className={styles.confirmation}>
      <h2>Thank you, your order is placed</h2>
      <p>Order {order.id}. This is a demo: no payment was taken.</p>
      <ul className={styles.orderLines} aria-label="Items ordered" data-testid="order-lines">
        {order.lines.map((line) => (
          <li key={line.key} className={styles.orderLine}>
            <span>
              {line.quantity} × <Link href={productHref(line.objectID)}>{line.name}</Link>
              {options(line) ? (
                <span className={styles.orderOptions}> ({options(line)})</span>
              ) : null}
            </span>
            <span>{formatPrice(line.unitPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.orderTotal}>
        Total <strong>{formatPrice(order.total)}</strong>
      </p>
    </div>
  )
}
