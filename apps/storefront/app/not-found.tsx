import Link from 'next/link'

export default function NotFound() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>We could not find what you were looking for.</p>
      <Link href="/">Back to the home page</Link>
    </section>
  )
}
