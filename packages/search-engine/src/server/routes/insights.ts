import { InsightsError } from '../../insights/insights-error'
import { validateEventsBatch } from '../../insights/validate-batch'
import { recommenderRuntime } from '../../recommend/runtime-scope'
import { HttpError } from '../http-error'
import { checkIndexAllowed } from '../params/secured-params'
import type { Route } from '../types'

/** Largest events body, as the Insights API (2 MB). */
const MAX_EVENTS_BODY = 2 * 1024 * 1024

/**
 * POST /1/events: validates the batch as the Insights API does (422 naming `events[i].field`),
 * appends it to the durable event log and answers only once it is fsynced and in the models. Bad credentials get
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
      await runtime.log.append(events)
      // Answered once the models hold the events too: a client sees its own events in the next
      // recommendations, and one sending faster than they can be applied is slowed down.
      await runtime.recommender.caughtUp()
      return { body: { status: 200, message: 'OK' } }
    },
  },
]
