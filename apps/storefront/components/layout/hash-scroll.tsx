'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

const WAIT_MS = 3000

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/** Moves the keyboard to `target` too, when it can take the focus (a section with tabIndex -1). */
function focusTarget(target: HTMLElement) {
  if (target.tabIndex >= 0 || target.hasAttribute('tabindex')) target.focus({ preventScroll: true })
}

/** The same-page `#target` a plain click on `event`'s link leads to, if any. */
function samePageHash(event: MouseEvent): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return
  const here = window.location
  if (link.origin !== here.origin || link.pathname !== here.pathname) return
  return link.hash.length > 1 ? link.hash : undefined
}

/**
 * Scrolls to the URL's hash target after every navigation, including client-side ones and
 * targets that stream in after the first paint (sections below a Suspense boundary), and
 * focuses it when it takes the focus, so that Tab goes on from there.
 */
export function HashScroll() {
  const pathname = usePathname()

  useEffect(() => {
    let observer: MutationObserver | undefined
    let timer: ReturnType<typeof setTimeout> | undefined

    function stop() {
      observer?.disconnect()
      if (timer) clearTimeout(timer)
    }

    function reach(target: HTMLElement) {
      target.scrollIntoView({ block: 'start' })
      focusTarget(target)
    }

    function scrollToHash(hash = window.location.hash) {
      stop()
      if (hash.length < 2) return
      const found = targetOf(hash)
      if (found) {
        reach(found)
        return
      }
      observer = new MutationObserver(() => {
        const target = targetOf(hash)
        if (!target) return
        stop()
        reach(target)
      })
      observer.observe(document.body, { childList: true, subtree: true })
      timer = setTimeout(stop, WAIT_MS)
    }

    // A link to a section of this page ("249 reviews" on a product) changes neither the path
    // nor, through Next's router (pushState), fires hashchange: the router scrolls, but the
    // focus stayed on the link, and the next Tab went back to the top of the page.
    function onClick(event: MouseEvent) {
      const hash = samePageHash(event)
      if (hash) setTimeout(() => scrollToHash(hash))
    }

    const onHashChange = () => scrollToHash()
    scrollToHash()
    window.addEventListener('hashchange', onHashChange)
    document.addEventListener('click', onClick)
    return () => {
      stop()
      window.removeEventListener('hashchange', onHashChange)
      document.removeEventListener('click', onClick)
    }
  }, [pathname])

  return null
}
