'use client'

import { useSyncExternalStore } from 'react'
import { cartCount, cartSubtotal } from './cart-lines'
import { cartStore } from './cart-store'

/** The cart's lines; the server and the first client render see an empty cart. */
export function useCartLines() {
  return useSyncExternalStore(
    cartStore.subscribe,
    cartStore.getSnapshot,
    cartStore.getServerSnapshot,
  )
}

/** Units in the cart, for the badge. */
export function useCartCount(): number {
  return cartCount(useCartLines())
}

/** Lines, totals and the cart's commands. */
export function useCart() {
  const lines = useCartLines()
  return {
    lines,
    count: cartCount(lines),
    subtotal: cartSubtotal(lines),
    add: cartStore.add,
    setQuantity: cartStore.setQuantity,
    remove: cartStore.remove,
    clear: cartStore.clear,
  }
}
