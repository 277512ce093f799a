import { InsightsError } from '../../insights/insights-error'
import { validateEventsBatch } from '../../insights/validate-batch'
import { recommenderRuntime } from '../../recommend/runtime-scope'
import { HttpError } from '../http-error'
import { checkIndexAllowed } from '../params/secured-params'
import type { Route } from '../types'

function waitAtMost(done: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  return Promise.race([done, timeout]).finally(() => clearTimeout(timer))
}

/** Largest events body, as the Insights API (2 MB). */
const MAX_EVENTS_BODY = 2 * 1024 * 1024
/**
 * Events queued for the models past which a new batch waits before it is stored: five batches
 * of 1,000 costly purchases (seconds of sliced CPU each), so a fast sender is slowed down.
 */
export const MAX_QUEUED_EVENTS = 5000
const CLIENT_GONE = 'The client closed the connection before the events were stored'
/** Longest an acknowledgement waits for the models to hold its events. */
export const MODEL_WAIT_MS = 1000

/**
 * POST /1/events: validates the batch as the Insights API does (422 naming `events[i].field`),
 * appends it to the durable event log and answers once it is fsynced. Bad credentials get
 * the Insights API's 401. A secured key is accepted as Algolia's Insights API accepts one derived
 * from a search key: its `validUntil` and `restrictSources` apply as on search, every event's
 * index must be one of its `restrictIndices` (403 otherwise, nothing stored), and events keep
 * their own `userToken` (the key's is a search restriction, not an event's identity).
 */
export const insightsRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/1/events',
    acl: 'search',
    maxBodyBytes: MAX_EVENTS_BODY,
    authFailure: { status: 401, message: 'Invalid credentials' },
    securedKeys: true,
    async handler(ctx) {
      let events
      try {
        events = validateEventsBatch(ctx.body)
      } catch (error) {
        if (error instanceof InsightsError) throw new HttpError(error.status, error.message)
        throw error
      }
      // The whole batch is refused, before anything is stored, when one event leaves the key's
      // indices (telemetry events, dropped, have none to check).
      for (const event of events) checkIndexAllowed(ctx.secured, event.index)
      const runtime = await recommenderRuntime(ctx)
      // A sender faster than the models waits here, before anything is stored: a client giving
      // up now and retrying stores its events once.
      await runtime.recommender.backlogAtMost(MAX_QUEUED_EVENTS)
      // Nothing is stored for a client that left while it waited: it will send the batch again.
      if (ctx.clientGone()) throw new HttpError(408, CLIENT_GONE)
      await runtime.log.append(events)
      // Durable from here: the answer waits for the models (so a client usually sees its own
      // events in the next recommendations) only briefly. 1,000 purchases in orders of 260
      // products are ~12 million pair updates, 7 s of CPU on a quiet machine and 29 s at load 15:
      // waiting for them left the client without an answer, then retrying (duplicates).
      await waitAtMost(runtime.recommender.caughtUp(), MODEL_WAIT_MS)
      return { body: { status: 200, message: 'OK' } }
    },
  },
]
