import { rememberQueryID } from '../browser/attribution'
import { beaconClickAfterSearch, sendClickAfterSearch } from '../browser/insights'
import type { ClientConfig } from '../client-config'

/** A product opened from search results or suggestions. */
export interface SearchClick {
  objectID: string
  /** The queryID of the search that showed it. */
  queryID: string
  /** 1-based position across pages. */
  position: number
  /** The index searched (a replica when sorted). */
  index: string
  /** @default 'Product Clicked' */
  eventName?: string
}

/**
 * Sends the click event of a search hit and remembers its queryID for the add-to-cart and
 * purchase events of that product later in the session.
 */
export function sendSearchClick(config: ClientConfig, click: SearchClick): void {
  rememberQueryID(click.objectID, click.queryID)
  sendClickAfterSearch(config, { ...click, eventName: click.eventName ?? 'Product Clicked' })
}

/**
 * {@link sendSearchClick} for a result opened as a plain link, the page left at once (before the
 * listing's code has arrived): sent with a beacon, which outlives the page.
 */
export function sendSearchClickBeforeLeaving(config: ClientConfig, click: SearchClick): void {
  rememberQueryID(click.objectID, click.queryID)
  beaconClickAfterSearch(config, { ...click, eventName: click.eventName ?? 'Product Clicked' })
}
