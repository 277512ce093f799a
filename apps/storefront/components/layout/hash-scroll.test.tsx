import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HashScroll } from './hash-scroll'

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }))

/**
 * A link as Next's router follows one: no page load and no hashchange, only pushState. A click
 * with a modifier key opens another tab and leaves this page as it is (happy-dom would follow
 * the link here).
 */
function RouterLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault()
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
        window.history.pushState(null, '', href)
      }}
    >
      {children}
    </a>
  )
}

function renderProductPage() {
  return render(
    <>
      <HashScroll />
      <RouterLink href="/product/p1#reviews">249 reviews</RouterLink>
      <section id="reviews" tabIndex={-1} aria-label="Reviews">
        <a href="/product/p2">A review link</a>
      </section>
    </>,
  )
}

beforeEach(() => {
  window.history.replaceState(null, '', '/product/p1')
  Element.prototype.scrollIntoView = vi.fn()
  vi.useFakeTimers()
})

afterEach(() => vi.useRealTimers())

describe('HashScroll', () => {
  it('moves the focus to the section a same-page link leads to', async () => {
    renderProductPage()
    fireEvent.click(screen.getByRole('link', { name: '249 reviews' }))
    await act(() => vi.runAllTimersAsync())
    const reviews = screen.getByRole('region', { name: 'Reviews' })
    expect(reviews.scrollIntoView).toHaveBeenCalled()
    expect(document.activeElement).toBe(reviews)
  })

  it('leaves the focus alone for a link opened in a new tab', async () => {
    renderProductPage()
    const link = screen.getByRole('link', { name: '249 reviews' })
    link.focus()
    fireEvent.click(link, { ctrlKey: true })
    await act(() => vi.runAllTimersAsync())
    expect(document.activeElement).toBe(link)
  })

  it('focuses the target of the URL it opens with', async () => {
    window.history.replaceState(null, '', '/product/p1#reviews')
    renderProductPage()
    await act(() => vi.runAllTimersAsync())
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Reviews' }))
  })
})
