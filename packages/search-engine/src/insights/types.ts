/** Kind of an insights event, as sent by search-insights and the v5 insights client. */
export type EventType = 'click' | 'conversion' | 'view'

/** Refinement of a conversion event. */
export type EventSubtype = 'addToCart' | 'purchase'

/** Per-item details of an add-to-cart or purchase event. */
export interface ObjectData {
  price?: number | string
  quantity?: number
  discount?: number | string
  queryID?: string
}

/**
 * A validated insights event, as stored in the event log. `timestamp` is always set (time of
 * receipt when the caller sent none) and `filters` are URL-decoded (`brand:apple`).
 */
export interface InsightsEvent {
  eventName: string
  eventType: EventType
  eventSubtype?: EventSubtype
  index: string
  userToken: string
  authenticatedUserToken?: string
  /** Milliseconds since the Unix epoch. */
  timestamp: number
  objectIDs?: string[]
  filters?: string[]
  positions?: number[]
  queryID?: string
  objectData?: ObjectData[]
  currency?: string
  value?: number | string
}

/**
 * Per-item counts of events that compaction removed from the log (older than the retention
 * window): `[views, clicks, conversions]` by index and objectID.
 */
export type EventCounts = Record<string, Record<string, [number, number, number]>>
