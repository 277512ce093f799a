'use client'

import { useEffect } from 'react'

// Replaces the root layout, so it carries its own document and minimal styles.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, color: '#1a1a1a' }}>
        <title>Something went wrong · Vitrine</title>
        <main
          style={{ maxWidth: '40rem', margin: '3rem auto', padding: '1rem', textAlign: 'center' }}
        >
          <h1>Something went wrong</h1>
          <p>The store could not be displayed. Please try again.</p>
          <button
            type="button"
            onClick={() => retry()}
            style={{ font: 'inherit', padding: '0.6rem 1.2rem', minHeight: '2.75rem' }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  )
}
