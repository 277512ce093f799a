import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Help' }

/** Where searches for "help" land (a query rule redirects them here). */
export default function HelpPage() {
  return (
    <section className="page-message" aria-labelledby="help-title">
      <h1 id="help-title">How can we help?</h1>
      <p>
        Orders ship within two working days. You can return any item within 30 days for a full
        refund; your cart keeps its items between visits on this device.
      </p>
      <p>
        <Link href="/search" className="button">
          Browse the shop
        </Link>
      </p>
    </section>
  )
}
