'use client'

import Link from 'next/link'
import { useEffect } from 'react'
import styles from './error-panel.module.css'

/** Props of {@link ErrorPanel}. */
export interface ErrorPanelProps {
  /** What was thrown: logged to the console, only its `digest` is shown (as a reference). */
  error: unknown
  /** Renders the route again ("Try again"), as Next.js's error boundary passes it. */
  retry: () => void
  /** What failed, in the shopper's words. */
  title?: string
}

/** The error page body: a plain message, a retry button and a way home; never a stack trace. */
export function ErrorPanel({ error, retry, title = 'Something went wrong' }: ErrorPanelProps) {
  useEffect(() => {
    console.error(error)
  }, [error])
  const digest =
    error && typeof error === 'object' && 'digest' in error ? String(error.digest) : undefined
  return (
    <section className="page-message" aria-labelledby="error-title">
      <title>{`${title} · Vitrine`}</title>
      <h1 id="error-title">{title}</h1>
      <p>We could not load this page. It may be a temporary problem: please try again.</p>
      <p className={styles.actions}>
        <button type="button" className="button" onClick={() => retry()}>
          Try again
        </button>
        <Link href="/" className="button" data-variant="secondary">
          Home page
        </Link>
      </p>
      {digest ? <p className="visually-hidden">Error reference {digest}</p> : null}
    </section>
  )
}
