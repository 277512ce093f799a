import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        <Link href="/" className="button">
          Back to the home page
        </Link>
      </p>
    </section>
  )
}
