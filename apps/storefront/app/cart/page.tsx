import type { Metadata } from 'next'
import { CartView } from '@/components/cart/cart-view'

export const metadata: Metadata = { title: 'Your cart', robots: { index: false } }

export default function CartPage() {
  return (
    <>
      <h1>Your cart</h1>
      <CartView />
    </>
  )
}
