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

/**
 * Scrolls to the URL's hash target after every navigation, including client-side ones and
 * targets that stream in after the first paint (sections below a Suspense boundary).
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

    function scrollToHash() {
      stop()
      const hash = window.location.hash
      if (hash.length < 2) return
      const found = targetOf(hash)
      if (found) {
        found.scrollIntoView({ block: 'start' })
        return
      }
      observer = new MutationObserver(() => {
        const target = targetOf(hash)
        if (!target) return
        stop()
        target.scrollIntoView({ block: 'start' })
      })
      observer.observe(document.body, { childList: true, subtree: true })
      timer = setTimeout(stop, WAIT_MS)
    }

    scrollToHash()
    window.addEventListener('hashchange', scrollToHash)
    return () => {
      stop()
      window.removeEventListener('hashchange', scrollToHash)
    }
  }, [pathname])

  return null
}
