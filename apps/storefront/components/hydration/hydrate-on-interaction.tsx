'use client'

import {
  Activity,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import { firstInteraction } from '@/lib/browser/first-interaction'
import {
  HYDRATION_REGION_ATTRIBUTE,
  holdEarlyEvents,
  markHydrated,
  replayHeldEvents,
} from '@/lib/browser/hold-early-events'
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

function Gate({
  children,
  now = false,
  region,
}: HydrateOnInteractionProps & { region: RefObject<HTMLDivElement | null> }) {
  const hydrating = useIsHydrating()
  // Listening first: a held click must still count as the interaction.
  const interaction = hydrating && !now ? firstInteraction() : undefined
  if (hydrating && typeof window !== 'undefined') {
    recordEarlyInput()
    // Also with `now`: the children may wait on code still loading.
    holdEarlyEvents()
  }
  // Suspending leaves the boundary's server HTML in place, untouched and visible (a dehydrated
  // Activity waits like a Suspense boundary), until the promise settles; React then hydrates it,
  // at once for an event inside it (the pointerdown, key or edit that settled the promise is
  // dispatched to the hydrated page) if nothing inside still waits on its code.
  if (interaction) use(interaction)
  // In the commit that hydrated the boundary: before React dispatches the event that made it.
  useLayoutEffect(() => {
    if (region.current) markHydrated(region.current)
    replayEarlyInput()
    // Held ticks right after this commit, before anything renders their boxes again: a
    // controlled box is set back to its props at its next render (InstantSearch renders its
    // widgets once hydrated), which unticked a held tick until its replay. Their handlers are
    // attached by now, and InstantSearch registers its widgets while it renders server results.
    queueMicrotask(() => {
      if (region.current) replayHeldEvents(region.current, 'toggle')
    })
  }, [region])
  // Once the children's own effects have run (InstantSearch's widgets are registered in them)
  // and the edits replayed above have rendered (a held submission sends what was typed).
  useEffect(() => {
    const timer = setTimeout(() => {
      if (region.current) replayHeldEvents(region.current)
    })
    return () => clearTimeout(timer)
  }, [region])
  return children
}

/**
 * Hydrates `children` only once the shopper interacts with the page (see `firstInteraction`):
 * loading the page runs none of their hydration. Their server HTML is complete and shown
 * meanwhile; links work as plain links (a click on one is never held). Their code may load late too (`use` of a
 * `deferredImport`): clicks, submissions and choices made inside them before they are hydrated
 * are held and made again once they are (see `holdEarlyEvents`). Rendered on the client (after
 * a client-side navigation), they render at once.
 */
export function HydrateOnInteraction({ children, now }: HydrateOnInteractionProps) {
  const region = useRef<HTMLDivElement>(null)
  return (
    // The region whose early events are held; it adds no box of its own.
    <div ref={region} {...{ [HYDRATION_REGION_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      {/* An Activity, not a Suspense boundary: React streams a large Suspense boundary's HTML
          apart, hidden until a script reveals it, where an Activity's stays in place. */}
      <Activity mode="visible">
        <Gate now={now} region={region}>
          {children}
        </Gate>
      </Activity>
    </div>
  )
}
