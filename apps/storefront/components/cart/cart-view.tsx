'use client'

import Link from 'next/link'
import { useState, useSyncExternalStore } from 'react'
import { sendPurchase } from '@/lib/browser/insights'
import { formatCount, formatPrice } from '@/lib/format'
import { CartRecommendations } from '../recommend/cart-recommendations'
import { useClientConfig } from '../providers/client-config-provider'
import { CartLineItem } from './cart-line-item'
import { OrderConfirmation, type PlacedOrder } from './order-confirmation'
import { useCart } from './use-cart'
import styles from './cart-view.module.css'

const noop = () => () => {}

/** False on the server and during hydration: the cart lives in this browser's storage. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

/** The cart: lines, subtotal, a demo "place order", and bought-together suggestions. */
export function CartView() {
  const config = useClientConfig()
  const cart = useCart()
  const hydrated = useHydrated()
  const [order, setOrder] = useState<PlacedOrder | null>(null)

  function placeOrder() {
    const id = `VT-${Date.now().toString(36).toUpperCase()}`
    sendPurchase(
      config,
      cart.lines.map((line) => ({
        objectID: line.objectID,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        queryID: line.queryID,
      })),
    )
    setOrder({ id, total: cart.subtotal, lines: cart.lines })
    cart.clear()
  }

  if (!hydrated) {
    return (
      <div className={styles.body} role="status" aria-busy="true">
        Loading your cart…
      </div>
    )
  }

  if (cart.lines.length === 0) {
    return (
      <div className={styles.body}>
        {order ? <OrderConfirmation order={order} /> : <p>Your cart is empty.</p>}
        <p>
          <Link href="/" className="button">
            Continue shopping
          </Link>
        </p>
      </div>
    )
  }

  const objectIDs = [...new Set(cart.lines.map((line) => line.objectID))]
  return (
    <div className={styles.body}>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Items in your cart">
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.key}
              line={line}
              onQuantity={(quantity) => cart.setQuantity(line.key, quantity)}
              onRemove={() => cart.remove(line.key)}
            />
          ))}
        </ul>
        <aside className={styles.summary} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.summaryTitle}>
            Order summary
          </h2>
          <dl className={styles.totals}>
            <dt>Items</dt>
            <dd data-testid="cart-count">{formatCount(cart.count)}</dd>
            <dt>Subtotal</dt>
            <dd data-testid="cart-subtotal">{formatPrice(cart.subtotal)}</dd>
          </dl>
          <button type="button" className={`button ${styles.order}`} onClick={placeOrder}>
            Place order
          </button>
          <p className={styles.demo}>Demo store: no payment is taken.</p>
        </aside>
      </div>
      <CartRecommendations objectIDs={objectIDs} />
    </div>
  )
}
