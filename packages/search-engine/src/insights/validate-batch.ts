import { InsightsError } from './insights-error'
import type { InsightsEvent } from './types'
import { validateEvent, type EventRules } from './validate-event'

/** Most events accepted in one batch, as the Insights API. */
export const MAX_EVENTS_PER_BATCH = 1000

/** Oldest accepted event timestamp: 30 days, the Insights API's current limit. */
export const DEFAULT_MAX_EVENT_AGE_MS = 30 * 24 * 60 * 60 * 1000

/** Largest accepted clock skew of an event timestamp into the future: 15 minutes. */
export const DEFAULT_MAX_EVENT_FUTURE_MS = 15 * 60 * 1000

/** Options of {@link validateEventsBatch}. */
export interface BatchRules {
  /** Time of receipt in milliseconds since the epoch. @default Date.now() */
  now?: number
  /** Oldest accepted timestamp, as an age. @default 30 days */
  maxAgeMs?: number
  /** Accepted clock skew into the future. @default 15 minutes */
  maxFutureMs?: number
}

/**
 * Validates a POST /1/events body (`{ events: [...] }`) as the Insights API does: the whole
 * batch is refused when one event is invalid. Returns the events to store (telemetry events are
 * accepted but dropped).
 * Throws an {@link InsightsError} with status 422 and a message such as
 * `events[3].positions: must have the same length as objectIDs`.
 * @example
 * const events = validateEventsBatch(await request.json(), { now: Date.now() })
 */
export function validateEventsBatch(body: unknown, rules: BatchRules = {}): InsightsEvent[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InsightsError(422, 'events: the body must be an object of the form {"events": [...]}')
  }
  const events = (body as { events?: unknown }).events
  if (events === undefined) throw new InsightsError(422, 'events: is required')
  if (!Array.isArray(events)) throw new InsightsError(422, 'events: expected array')
  if (events.length === 0) throw new InsightsError(422, 'events: no events to process')
  if (events.length > MAX_EVENTS_PER_BATCH) {
    throw new InsightsError(
      422,
      `events: cannot process more than ${MAX_EVENTS_PER_BATCH} events in a batch`,
    )
  }
  const eventRules: EventRules = {
    now: rules.now ?? Date.now(),
    maxAgeMs: rules.maxAgeMs ?? DEFAULT_MAX_EVENT_AGE_MS,
    maxFutureMs: rules.maxFutureMs ?? DEFAULT_MAX_EVENT_FUTURE_MS,
  }
  const accepted: InsightsEvent[] = []
  events.forEach((raw, i) => {
    const event = validateEvent(raw, i, eventRules)
    if (event !== undefined) accepted.push(event)
  })
  return accepted
}
