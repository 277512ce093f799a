import type insights from 'search-insights'
import { rememberQueryID } from '../browser/attribution'
import type { ClientConfig } from '../client-config'
import { hostOrigin } from '../search-host'

let initialisedFor: string | undefined

// The same search-insights instance as the product pages' events (one module, loaded on
// first use); initialising it again with the same config is harmless.
async function ready(config: ClientConfig): Promise<typeof insights> {
  const aa = (await import('search-insights')).default
  const key = JSON.stringify(config)
  if (initialisedFor !== key) {
    aa('init', {
      appId: config.appId,
      apiKey: config.searchApiKey,
      userToken: config.userToken,
      useCookie: false,
      ...(config.host ? { host: hostOrigin(config.host) } : {}),
    })
    initialisedFor = key
  }
  return aa
}

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
  ready(config)
    .then((aa) =>
      aa('clickedObjectIDsAfterSearch', {
        eventName: click.eventName ?? 'Product Clicked',
        index: click.index,
        queryID: click.queryID,
        objectIDs: [click.objectID],
        positions: [click.position],
      }),
    )
    .catch((error: unknown) => console.warn('[insights] click not sent:', error))
}
