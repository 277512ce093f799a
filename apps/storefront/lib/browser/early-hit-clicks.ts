import type { ClientConfig } from '../client-config'
import { productHref } from '../product'
import { sendSearchClickBeforeLeaving, type SearchClick } from '../search/click-events'
import { pendingRegionOf } from './hold-early-events'

/**
 * The search click made by a click on `target`: a result's product link, in a results grid as
 * the server rendered it (the grid carries the search's queryID and index, each result its
 * objectID and 1-based position).
 */
export function hitClickOf(target: EventTarget | null): SearchClick | undefined {
  if (!(target instanceof Element)) return undefined
  const hit = target.closest<HTMLElement>('[data-testid="hit"]')
  const grid = hit?.closest<HTMLElement>('[data-testid="hits"]')
  const objectID = hit?.dataset.objectId
  const link = target.closest('a[href]')
  if (!grid || !objectID || link?.getAttribute('href') !== productHref(objectID)) return undefined
  const { queryId: queryID, index } = grid.dataset
  const position = Number(hit.dataset.position)
  if (!queryID || !index || !Number.isInteger(position) || position < 1) return undefined
  return { objectID, queryID, position, index }
}

/**
 * Sends the click event of a result opened before the listing is hydrated. Its link is followed
 * as a plain link then (see holdEarlyEvents) and the page is left before the listing's code
 * (whose handler sends the event) could run. `pageWillHandle` says whether React will hydrate
 * the listing for this click after all (its code has arrived): its own handler sends the event
 * then. Listens in the capture phase of `target`, before React; returns a function that stops.
 */
export function sendEarlyHitClicks(
  config: ClientConfig,
  pageWillHandle: () => boolean,
  target: EventTarget = window,
): () => void {
  const onClick = (event: Event) => {
    if (!pendingRegionOf(event.target) || pageWillHandle()) return
    const click = hitClickOf(event.target)
    if (click) sendSearchClickBeforeLeaving(config, click)
  }
  target.addEventListener('click', onClick, { capture: true })
  return () => target.removeEventListener('click', onClick, { capture: true })
}
