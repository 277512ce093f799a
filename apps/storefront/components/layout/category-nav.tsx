'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, type RefObject } from 'react'
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

/** An arrow scrolling the row by most of its width, towards its end (1) or its start (-1). */
function ScrollButton({
  list,
  direction,
  label,
}: {
  list: RefObject<HTMLUListElement | null>
  direction: 1 | -1
  label: string
}) {
  return (
    <button
      type="button"
      className={styles.more}
      data-direction={direction > 0 ? 'end' : 'start'}
      aria-label={label}
      data-testid={direction > 0 ? 'categories-more' : 'categories-back'}
      onClick={() =>
        list.current?.scrollBy({
          left: list.current.clientWidth * 0.75 * direction * inlineSign(list.current),
          behavior: 'smooth',
        })
      }
    >
      <span aria-hidden="true">{direction > 0 ? '›' : '‹'}</span>
    </button>
  )
}

/**
 * The top categories as one row of links. On a narrow screen the row scrolls sideways; a fade
 * and an arrow at either edge show that more categories lie that way (the arrows scroll to them
 * and are buttons of their own; keyboard users also reach the links by tabbing through them).
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
      {overflow.start ? (
        <ScrollButton list={list} direction={-1} label="Previous categories" />
      ) : null}
      {overflow.end ? <ScrollButton list={list} direction={1} label="More categories" /> : null}
    </nav>
  )
}
