'use client'

import { useSyncExternalStore } from 'react'

const QUERIES = [
  ['(min-width: 64rem)', 4],
  ['(min-width: 40rem)', 3],
] as const

/** Cards shown side by side on the server and on small screens. */
export const MOBILE_SLIDES = 2

function getSlidesVisible(): number {
  for (const [query, slides] of QUERIES) if (window.matchMedia(query).matches) return slides
  return MOBILE_SLIDES
}

function subscribe(onChange: () => void) {
  const lists = QUERIES.map(([query]) => window.matchMedia(query))
  lists.forEach((list) => list.addEventListener('change', onChange))
  return () => lists.forEach((list) => list.removeEventListener('change', onChange))
}

/** How many product cards fit side by side at the current viewport width. */
export function useSlidesVisible(): number {
  return useSyncExternalStore(subscribe, getSlidesVisible, () => MOBILE_SLIDES)
}
