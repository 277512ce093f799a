'use client'

import { useState } from 'react'
import { useInstantSearch } from 'react-instantsearch'

/**
 * The boxes a list of facet values shows: the shopper's latest choices until the search they
 * start has answered, the results' own state after. A refinement list's `isRefined` comes from
 * the results, so a controlled checkbox would untick on its click (React restores it to the
 * props) and tick again only with the new results: a visible flicker, for the whole search on a
 * slow connection, and for a click held until the listing hydrated (see `holdEarlyEvents`).
 */
export function usePendingChoices() {
  const { results } = useInstantSearch()
  const [pending, setPending] = useState<{ results: unknown; choices: Map<string, boolean> }>()
  const choices = pending?.results === results ? pending.choices : undefined
  return {
    /** Whether the box of `value` is ticked. */
    shown: (value: string, refined: boolean) => choices?.get(value) ?? refined,
    /** The shopper ticked (or unticked) the box of `value`. */
    choose: (value: string, ticked: boolean) =>
      setPending({ results, choices: new Map(choices).set(value, ticked) }),
  }
}
