'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { categoryHref } from '@/lib/routes'
import type { Category } from '@/lib/types'
import styles from './site-header.module.css'

/** 1 when the row runs left to right, -1 right to left (the shop's `dir="rtl"`). */
function inlineSign(element: HTMLElement): 1 | -1 {
  return getComputedStyle(element).direction === 'rtl' ? -1 : 1
}

/**
 * Whether a horizontally scrolling element has more content past its start or end edge. Right to
 * left, `scrollLeft` runs from 0 down to negative values as the row scrolls towards its end.
 */
function overflowOf(element: HTMLElement) {
  const end = element.scrollWidth - element.clientWidth
  const scrolled = element.scrollLeft * inlineSign(element)
  return { start: scrolled > 1, end: scrolled < end - 1 }
}

/**
 * The top categories as one row of links. On a narrow screen the row scrolls sideways; a fade
 * and an arrow at the edge show that more categories follow (the arrow scrolls to them; keyboard
 * users reach them by tabbing through the links).
 */
export function CategoryNav({
  categories,
}: {
  /** The top categories, in the order shown. */
  categories: readonly Category[]
}) {
  const list = useRef<HTMLUListElement>(null)
  const [overflow, setOverflow] = useState({ start: false, end: false })

  useEffect(() => {
    const element = list.current
    if (!element) return
    const update = () =>
      setOverflow((previous) => {
        const next = overflowOf(element)
        return next.start === previous.start && next.end === previous.end ? previous : next
      })
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [])

  return (
    <nav
      aria-label="Categories"
      className={styles.nav}
      data-more-start={overflow.start || undefined}
      data-more-end={overflow.end || undefined}
    >
      <ul ref={list} className={styles.categories}>
        {categories.map((category) => (
          <li key={category.name}>
            {/* Not prefetched: dynamic pages, so only their route trees would come (see ProductCard). */}
            <Link href={categoryHref([category.name])} className={styles.category} prefetch={false}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      {overflow.end ? (
        <button
          type="button"
          className={styles.more}
          aria-hidden="true"
          tabIndex={-1}
          data-testid="categories-more"
          onClick={() =>
            list.current?.scrollBy({
              left: list.current.clientWidth * 0.75 * inlineSign(list.current),
              behavior: 'smooth',
            })
          }
        >
          ›
        </button>
      ) : null}
    </nav>
  )
}
