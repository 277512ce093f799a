import type insightsClient from 'search-insights'
import { hostOrigin } from '../search-host'
import type { ClientConfig } from '../client-config'
import { CURRENCY } from '../format'

type InsightsFn = typeof insightsClient

let loaded: Promise<InsightsFn> | undefined
let initialisedFor: string | undefined

// Loaded on first use so the library stays off the critical rendering path.
function load(): Promise<InsightsFn> {
  loaded ??= import('search-insights').then((module) => module.default)
  return loaded
}

async function ready(config: ClientConfig): Promise<InsightsFn> {
  const aa = await load()
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

function send(config: ClientConfig, run: (aa: InsightsFn) => unknown): void {
  ready(config)
    .then(run)
    .catch((error: unknown) => console.warn('[insights] event not sent:', error))
}

/** A product and what was bought of it, for conversion events. */
export interface ConvertedItem {
  objectID: string
  unitPrice: number
  quantity: number
  queryID?: string
}

function objectData(items: readonly ConvertedItem[]) {
  return items.map((item) => ({
    price: item.unitPrice,
    quantity: item.quantity,
    ...(item.queryID ? { queryID: item.queryID } : {}),
  }))
}

function total(items: readonly ConvertedItem[]): number {
  return Math.round(items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0) * 100) / 100
}

/** View event of a product page. */
export function sendProductView(config: ClientConfig, objectID: string): void {
  send(config, (aa) =>
    aa('viewedObjectIDs', {
      eventName: 'Product Viewed',
      index: config.indexName,
      objectIDs: [objectID],
    }),
  )
}

/** A product opened from a list a search or recommendations call returned. */
export interface ClickAfterSearch {
  objectID: string
  /** The queryID of the call that returned the list. */
  queryID: string
  /** 1-based position of the item in the list (across pages). */
  position: number
  /** The index the list came from. @default config.indexName */
  index?: string
  eventName: string
}

/** Click event of a product opened from search results or recommendations. */
export function sendClickAfterSearch(config: ClientConfig, click: ClickAfterSearch): void {
  send(config, (aa) =>
    aa('clickedObjectIDsAfterSearch', {
      eventName: click.eventName,
      index: click.index ?? config.indexName,
      queryID: click.queryID,
      objectIDs: [click.objectID],
      positions: [click.position],
    }),
  )
}

/** The insights endpoint the library sends to (its default unless the config names a host). */
function insightsOrigin(config: ClientConfig): string {
  return config.host ? hostOrigin(config.host) : 'https://insights.algolia.io'
}

/**
 * {@link sendClickAfterSearch} for a click that leaves the page at once: the event is sent with
 * the browser's beacon, which outlives the page, and without the insights library, which could
 * not load in time. The request is the library's own beacon request (credentials in the query
 * string, the JSON as a text body). False if the browser could not queue it.
 */
export function beaconClickAfterSearch(config: ClientConfig, click: ClickAfterSearch): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false
  const credentials = new URLSearchParams({
    'X-Algolia-Application-Id': config.appId,
    'X-Algolia-API-Key': config.searchApiKey,
  })
  const event = {
    eventType: 'click',
    eventName: click.eventName,
    index: click.index ?? config.indexName,
    queryID: click.queryID,
    objectIDs: [click.objectID],
    positions: [click.position],
    userToken: config.userToken,
  }
  return navigator.sendBeacon(
    `${insightsOrigin(config)}/1/events?${credentials}`,
    JSON.stringify({ events: [event] }),
  )
}

/** Click on a recommended product, with the list's queryID and the item's 1-based position. */
export function sendRecommendationClick(
  config: ClientConfig,
  click: { objectID: string; queryID: string; position: number },
): void {
  sendClickAfterSearch(config, { ...click, eventName: 'Recommendation Clicked' })
}

/** Add-to-cart conversion; attributed to the recommendation/search when a queryID is known. */
export function sendAddToCart(config: ClientConfig, item: ConvertedItem): void {
  const event = {
    eventName: 'Product Added to Cart',
    index: config.indexName,
    objectIDs: [item.objectID],
    objectData: objectData([item]),
    value: total([item]),
    currency: CURRENCY,
  }
  send(config, (aa) =>
    item.queryID
      ? aa('addedToCartObjectIDsAfterSearch', { ...event, queryID: item.queryID })
      : aa('addedToCartObjectIDs', event),
  )
}

/** Insights accepts at most 20 objectIDs per event. */
const MAX_OBJECTS_PER_EVENT = 20

/** Purchase conversion of a whole order (per-item queryIDs travel in objectData). */
export function sendPurchase(config: ClientConfig, items: readonly ConvertedItem[]): void {
  for (let i = 0; i < items.length; i += MAX_OBJECTS_PER_EVENT) {
    sendPurchaseChunk(config, items.slice(i, i + MAX_OBJECTS_PER_EVENT))
  }
}

function sendPurchaseChunk(config: ClientConfig, items: readonly ConvertedItem[]): void {
  const event = {
    eventName: 'Products Purchased',
    index: config.indexName,
    objectIDs: items.map((item) => item.objectID),
    objectData: objectData(items),
    value: total(items),
    currency: CURRENCY,
  }
  send(config, (aa) =>
    items.some((item) => item.queryID)
      ? aa('purchasedObjectIDsAfterSearch', event)
      : aa('purchasedObjectIDs', event),
  )
}
