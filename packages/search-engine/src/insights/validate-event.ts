import { InsightsError } from './insights-error'
import type { EventSubtype, EventType, InsightsEvent, ObjectData } from './types'

/** Limits and clock used to validate one event. */
export interface EventRules {
  /** Time of receipt, in milliseconds since the epoch. */
  now: number
  /** Oldest accepted timestamp, as an age in milliseconds. */
  maxAgeMs: number
  /** Largest accepted clock skew into the future, in milliseconds. */
  maxFutureMs: number
}

/** Result of validating one raw event: a stored event, or `undefined` for telemetry to drop. */
export type ValidatedEvent = InsightsEvent | undefined

const EVENT_NAME = /^[\x20-\x7E]{1,64}$/
const USER_TOKEN = /^[A-Za-z0-9_=/+-]{1,129}$/
const QUERY_ID = /^(?:[0-9a-f]{32}|message_[!-~]+)$/
const SEARCH_QUERY_ID = /^[0-9a-f]{32}$/
const CURRENCY = /^[A-Za-z]{3}$/
const EVENT_TYPES: readonly string[] = ['click', 'conversion', 'view', 'instantsearch']
const SUBTYPES: readonly string[] = ['addToCart', 'purchase']
const MAX_ITEMS = 20

type Raw = Record<string, unknown>

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function fail(at: string, message: string): never {
  throw new InsightsError(422, `${at}: ${message}`)
}

function optionalString(raw: Raw, field: string, at: string): string | undefined {
  const value = raw[field]
  if (value === undefined) return undefined
  if (typeof value !== 'string') fail(`${at}.${field}`, `expected string, got ${kindOf(value)}`)
  return value
}

function requiredString(raw: Raw, field: string, at: string): string {
  const value = optionalString(raw, field, at)
  if (value === undefined) fail(`${at}.${field}`, 'is required')
  return value
}

function userToken(raw: Raw, field: string, at: string, required: boolean): string | undefined {
  const value = required ? requiredString(raw, field, at) : optionalString(raw, field, at)
  if (value !== undefined && !USER_TOKEN.test(value)) {
    fail(
      `${at}.${field}`,
      'must contain only alphanumeric, equal, plus, slash, hyphen or underscore characters, and be between 1 and 129 characters long',
    )
  }
  return value
}

function stringList(raw: Raw, field: string, at: string): string[] | undefined {
  const value = raw[field]
  if (value === undefined) return undefined
  if (!Array.isArray(value)) fail(`${at}.${field}`, `expected array, got ${kindOf(value)}`)
  if (value.length < 1 || value.length > MAX_ITEMS) {
    fail(`${at}.${field}`, `must contain between 1 and ${MAX_ITEMS} items`)
  }
  value.forEach((item, i) => {
    if (typeof item !== 'string')
      fail(`${at}.${field}[${i}]`, `expected string, got ${kindOf(item)}`)
    if (item.length === 0) fail(`${at}.${field}[${i}]`, 'must not be empty')
  })
  return value as string[]
}

function decodeFilter(filter: string, at: string): string {
  let decoded = filter
  try {
    decoded = decodeURIComponent(filter)
  } catch {
    // A literal `%` that is not an escape: keep the filter as sent.
  }
  if (decoded.indexOf(':') <= 0) fail(at, 'must be a facet filter of the form attribute:value')
  return decoded
}

function timestamp(raw: Raw, at: string, rules: EventRules): number {
  const value = raw.timestamp
  if (value === undefined) return rules.now
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    fail(`${at}.timestamp`, `expected integer milliseconds since the epoch, got ${kindOf(value)}`)
  }
  if (value < rules.now - rules.maxAgeMs) fail(`${at}.timestamp`, 'is too far in the past')
  if (value > rules.now + rules.maxFutureMs) fail(`${at}.timestamp`, 'is too far in the future')
  return value
}

function positions(raw: Raw, at: string, type: string, ids: string[] | undefined, qid?: string) {
  const value = raw.positions
  if (value === undefined) {
    if (type === 'click' && qid !== undefined && ids !== undefined) {
      fail(`${at}.positions`, 'is required on a click event with a queryID and objectIDs')
    }
    return undefined
  }
  if (type !== 'click') fail(`${at}.positions`, 'is only allowed on click events')
  if (qid === undefined) fail(`${at}.queryID`, 'is required on a click event with positions')
  if (!Array.isArray(value)) fail(`${at}.positions`, `expected array, got ${kindOf(value)}`)
  value.forEach((p, i) => {
    if (typeof p !== 'number' || !Number.isInteger(p) || p < 1) {
      fail(`${at}.positions[${i}]`, 'must be a strictly positive integer')
    }
  })
  if (ids === undefined || value.length !== ids.length) {
    fail(`${at}.positions`, 'must have the same length as objectIDs')
  }
  return value as number[]
}

function amount(value: unknown, at: string): number | string | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return value
  }
  fail(at, 'must be a number or a numeric string')
}

function objectDataItem(item: unknown, at: string): ObjectData {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    fail(at, `expected object, got ${kindOf(item)}`)
  }
  const raw = item as Raw
  const out: ObjectData = {}
  const price = amount(raw.price, `${at}.price`)
  const discount = amount(raw.discount, `${at}.discount`)
  if (price !== undefined) out.price = price
  if (discount !== undefined) out.discount = discount
  if (raw.quantity !== undefined) {
    if (typeof raw.quantity !== 'number' || !Number.isInteger(raw.quantity)) {
      fail(`${at}.quantity`, 'must be an integer')
    }
    out.quantity = raw.quantity
  }
  const qid = optionalString(raw, 'queryID', at)
  if (qid !== undefined) {
    if (!SEARCH_QUERY_ID.test(qid))
      fail(`${at}.queryID`, 'must be a 32-character hexadecimal string')
    out.queryID = qid
  }
  return out
}

function objectData(raw: Raw, at: string, ids: string[] | undefined): ObjectData[] | undefined {
  const value = raw.objectData
  if (value === undefined) return undefined
  if (!Array.isArray(value)) fail(`${at}.objectData`, `expected array, got ${kindOf(value)}`)
  if (value.length < 1 || value.length > MAX_ITEMS) {
    fail(`${at}.objectData`, `must contain between 1 and ${MAX_ITEMS} items`)
  }
  if (ids === undefined || value.length !== ids.length) {
    fail(`${at}.objectData`, 'must have the same length as objectIDs')
  }
  return value.map((item, i) => objectDataItem(item, `${at}.objectData[${i}]`))
}

function conversionExtras(raw: Raw, at: string, event: InsightsEvent): void {
  const currency = optionalString(raw, 'currency', at)
  if (currency !== undefined) {
    if (!CURRENCY.test(currency)) fail(`${at}.currency`, 'must be a three-letter currency code')
    event.currency = currency
  }
  const value = raw.value
  if (value !== undefined) {
    const ok =
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= 16)
    if (!ok) fail(`${at}.value`, 'must be a number or a string of at most 16 characters')
    event.value = value as number | string
  }
}

function itemsOrFilters(raw: Raw, at: string): Pick<InsightsEvent, 'objectIDs' | 'filters'> {
  const ids = stringList(raw, 'objectIDs', at)
  const filters = stringList(raw, 'filters', at)
  if (ids === undefined && filters === undefined) {
    fail(at, 'must specify either objectIDs or filters')
  }
  if (ids !== undefined && filters !== undefined) {
    fail(`${at}.filters`, 'must not be sent together with objectIDs')
  }
  if (filters !== undefined) {
    return { filters: filters.map((f, i) => decodeFilter(f, `${at}.filters[${i}]`)) }
  }
  return { objectIDs: ids }
}

function eventType(raw: Raw, at: string): string {
  const type = requiredString(raw, 'eventType', at)
  if (!EVENT_TYPES.includes(type)) {
    fail(`${at}.eventType`, 'must be one of "click", "conversion", "view" or "instantsearch"')
  }
  return type
}

function subtype(raw: Raw, at: string, type: string): EventSubtype | undefined {
  const value = optionalString(raw, 'eventSubtype', at)
  if (value === undefined) return undefined
  if (type !== 'conversion') fail(`${at}.eventSubtype`, 'is only allowed on conversion events')
  if (!SUBTYPES.includes(value)) fail(`${at}.eventSubtype`, 'must be "addToCart" or "purchase"')
  return value as EventSubtype
}

/**
 * Validates one raw event of a batch the way the Insights API does, and returns it normalised
 * for storage. InstantSearch telemetry events (`eventType: "instantsearch"`) are accepted and
 * return `undefined`: nothing in the engine uses them. Throws an {@link InsightsError} (422)
 * whose message starts with `events[i].field`.
 */
export function validateEvent(raw: unknown, i: number, rules: EventRules): ValidatedEvent {
  const at = `events[${i}]`
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    fail(at, `expected object, got ${kindOf(raw)}`)
  }
  const r = raw as Raw
  const eventName = requiredString(r, 'eventName', at)
  if (!EVENT_NAME.test(eventName)) {
    fail(`${at}.eventName`, 'must contain only visible ASCII characters and be 1 to 64 long')
  }
  const type = eventType(r, at)
  const token = userToken(r, 'userToken', at, true)!
  const authToken = userToken(r, 'authenticatedUserToken', at, false)
  const time = timestamp(r, at, rules)
  if (type === 'instantsearch') return undefined
  const index = requiredString(r, 'index', at)
  if (index.length === 0) fail(`${at}.index`, 'must not be empty')
  const sub = subtype(r, at, type)
  const targets = itemsOrFilters(r, at)
  const qid = optionalString(r, 'queryID', at)
  if (qid !== undefined && !QUERY_ID.test(qid)) {
    fail(`${at}.queryID`, 'must be a search query ID (32-character hexadecimal string)')
  }
  const pos = positions(r, at, type, targets.objectIDs, qid)
  const event: InsightsEvent = {
    eventName,
    eventType: type as EventType,
    index,
    userToken: token,
    timestamp: time,
  }
  if (sub !== undefined) event.eventSubtype = sub
  if (authToken !== undefined) event.authenticatedUserToken = authToken
  Object.assign(event, targets)
  if (pos !== undefined) event.positions = pos
  if (qid !== undefined) event.queryID = qid
  if (type === 'conversion') {
    const data = objectData(r, at, targets.objectIDs)
    if (data !== undefined) event.objectData = data
    conversionExtras(r, at, event)
  }
  return event
}
