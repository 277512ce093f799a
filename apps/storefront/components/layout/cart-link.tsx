'use client'

import { Badge } from '@vitrine/ui-badge-qr'
import Link from 'next/link'
import { useCartCount } from '../cart/use-cart'
import styles from './cart-link.module.css'

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </svg>
  )
}

/** Link to the cart with a badge of its unit count (99+ above 99), live in every tab. */
export function CartLink({
  className,
}: {
  /** The link's class: the header's styles for it. */
  className?: string
}) {
  const count = useCartCount()
  return (
    <Link href="/cart" className={className} data-testid="cart-link" prefetch={false}>
      <span className={styles.icon}>
        <CartIcon />
        <Badge
          count={count}
          label={(n) => `${n} ${n === 1 ? 'item' : 'items'} in cart`}
          className={styles.badge}
          data-testid="cart-badge"
        />
      </span>
      <span>Cart</span>
    </Link>
  )
}
