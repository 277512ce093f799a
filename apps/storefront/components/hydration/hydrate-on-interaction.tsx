'use client'

import { Activity, use, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react'
import { firstInteraction } from '@/lib/browser/first-interaction'
import { recordEarlyInput, replayEarlyInput } from '@/lib/browser/replay-early-input'

const subscribeToNothing = () => () => {}

/** Whether this render hydrates the server's HTML (React reads the server snapshot only then). */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
}

interface HydrateOnInteractionProps {
  children: ReactNode
  /** Hydrate at once after all (as React would without this boundary). @default false */
  now?: boolean
}

function Gate({ children, now = false }: HydrateOnInteractionProps) {
  const hydrating = useIsHydrating() && !now
  if (hydrating && typeof window !== 'undefined') recordEarlyInput()
  // Suspending leaves the boundary's server HTML in place, untouched and visible (a dehydrated
  // Activity waits like a Suspense boundary), until the promise settles; React then hydrates it, at once for an event inside it (the pointerdown,
  // key or edit that settled the promise is dispatched to the hydrated page).
  if (hydrating) use(firstInteraction())
  // In the commit that hydrated the boundary: before React dispatches the event that made it.
  useLayoutEffect(replayEarlyInput, [])
  return children
}

/**
 * Hydrates `children` only once the shopper interacts with the page (see `firstInteraction`):
 * loading the page runs none of their hydration. Their server HTML is complete and shown
 * meanwhile; links work as plain links. Rendered on the client (after a client-side
 * navigation), they render at once.
 */
export function HydrateOnInteraction({ children, now }: HydrateOnInteractionProps) {
  return (
    // An Activity, not a Suspense boundary: React streams a large Suspense boundary's HTML
    // apart, hidden until a script reveals it, where an Activity's stays in place.
    <Activity mode="visible">
      <Gate now={now}>{children}</Gate>
    </Activity>
  )
}
